import ArgumentParser
import TeclaCore

/// `--field message` and the like: the presets are shared with the playground.
extension TextFieldPreset: ExpressibleByArgument {}
