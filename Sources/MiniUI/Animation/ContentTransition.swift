extension View {
    /// Modifies the view to use a given transition as its method of animating changes to the contents of its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        annotated(".contentTransition(\(transition.name))")
    }
}

/// A kind of transition that applies to the content within a single view.
public struct ContentTransition: Equatable, Sendable {
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

    /// Creates a content transition that applies a content transition symbol effect (a replace, or the system's
    /// choice) to symbol images.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: ".symbolEffect(\(effect._name))")
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The current method of animating the contents of views: `.identity` unless set (MiniUI's
    /// `.contentTransition(_:)` is an annotation and does not set it).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether views with a content transition are drawn in a drawing group: `false` unless set.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}
