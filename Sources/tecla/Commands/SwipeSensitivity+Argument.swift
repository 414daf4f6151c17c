import ArgumentParser
import TeclaTouch

/// `--sensitivity high` and the like: the levels of the keyboard's setting.
extension SwipeSensitivity: ExpressibleByArgument {}
