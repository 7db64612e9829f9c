import Foundation

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: ".bounds") }
}
