// MiniUI: SwiftUI's type surface in miniature, with a renderer and a state host.
//
// Learners write the code they would write for SwiftUI; MiniUI declares the same names, generic
// signatures and argument labels, so the compiler accepts and rejects the same programs. See
// README.md beside this file for the deliberate differences.

@_exported import Foundation
@_exported import Observation
