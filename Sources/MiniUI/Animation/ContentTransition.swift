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
