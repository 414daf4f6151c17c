// Linux stand-ins for the parts of UIKit that Tecla's iOS code uses, so that code can be
// type-checked (with data-race checking) on a machine without Apple's SDK. Nothing here runs.
//
// Rules: only declarations Tecla calls or overrides; each names the Apple page it was written
// from (https://developer.apple.com/documentation/uikit/...); signatures, optionality,
// actor isolation and availability as documented. Where a documented member is an Objective-C
// optional protocol requirement, it is declared as a requirement returning an Optional, which is
// the type Swift code sees when it reads it through the protocol.
//
// CoreGraphics' CGFloat, CGPoint, CGSize and CGRect come from swift-corelibs-foundation here.
@_exported import Foundation
