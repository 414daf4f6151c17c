#if canImport(UIKit)
import TeclaHost

#if canImport(Darwin) && canImport(os)
import Darwin
import os

/// The extension's memory as iOS counts it against the keyboard limit: `phys_footprint` from
/// `task_info(TASK_VM_INFO)`, and the headroom `os_proc_available_memory()` reports.
/// (Darwin only: the Linux check parses this branch and type-checks the other.)
enum MemoryProbe {
    static func report() -> MemoryReport? {
        var info = task_vm_info_data_t()
        var count = mach_msg_type_number_t(MemoryLayout<task_vm_info_data_t>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { task_info(mach_task_self_, task_flavor_t(TASK_VM_INFO), $0, &count) }
        }
        guard result == KERN_SUCCESS else { return nil }
        return MemoryReport(footprintBytes: UInt64(info.phys_footprint), availableBytes: UInt64(os_proc_available_memory()))
    }
}
#else
/// No footprint to read off Darwin.
enum MemoryProbe {
    static func report() -> MemoryReport? { nil }
}
#endif
#endif
