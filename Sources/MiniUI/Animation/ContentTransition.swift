extension View {
    /// Modifies the view to use a given transition as its method of animating changes to the contents of its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        annotated(".contentTransition(\(transition.name))")
    }
}

/// A kind of transition that applies to the content within a single view.
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: ".identity")
    public static let opacity = ContentTransition(name: ".opacity")
    public static let interpolate = ContentTransition(name: ".interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: ".numericText()")
    }
    /// A numeric text transition that animates its digits up or down as `value` changes.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: ".numericText(value: \(Renderer.number(CGFloat(value))))")
    }
}

extension ContentTransition {
    /// A content transition that applies the default symbol effect transition to symbol images.
    public static var symbolEffect: ContentTransition { ContentTransition(name: ".symbolEffect") }

    /// Creates a content transition that applies the symbol effect transition to symbol images.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition
    {
        ContentTransition(name: ".symbolEffect(\(effect._name))")
    }
}
