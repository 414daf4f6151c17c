import TeclaTyping

/// The steady-finger gestures of scripted typing, under the name the tests use.
public typealias SyntheticSwipe = TeclaTyping.SyntheticSwipe
