// Linux stand-in for the parts of Apple's C library (the Darwin module, which Foundation
// re-exports on Apple platforms) that Foundation's interface and Tecla use. Only for
// Scripts/check-availability.sh, which compiles it for an Apple target; nothing here runs.
// Declarations follow the Swift import of the C headers; each cites its manual page.

/// https://developer.apple.com/documentation/foundation/posixerror/code (errno values of <sys/errno.h>)
public enum POSIXErrorCode: Int32, Sendable {
    case EPERM = 1, ENOENT, ESRCH, EINTR, EIO, ENXIO, E2BIG, ENOEXEC, EBADF, ECHILD, EDEADLK, ENOMEM, EACCES, EFAULT, ENOTBLK, EBUSY,
        EEXIST, EXDEV, ENODEV, ENOTDIR, EISDIR, EINVAL, ENFILE, EMFILE, ENOTTY, ETXTBSY, EFBIG, ENOSPC, ESPIPE, EROFS, EMLINK, EPIPE,
        EDOM, ERANGE, EAGAIN
    case ENOTSUP = 45
    case ETIMEDOUT = 60
    case ELOOP = 62
    case ENAMETOOLONG = 63
    case ENOTEMPTY = 66
}
