import Foundation

extension View {
    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        annotated(".transition(\(t.name))")
    }
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
    let name: String

    public static let opacity = AnyTransition(name: ".opacity")
    public static let slide = AnyTransition(name: ".slide")
    public static let scale = AnyTransition(name: ".scale")
    public static let identity = AnyTransition(name: ".identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }
}

extension AnyTransition {
    /// Creates a transition that when added to a view will animate the view's insertion by moving
    /// it in from the specified edge while fading it in.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: ".push(from: .\(edge))")
    }
}

extension AnyTransition {
    /// A transition from the given insertion to the given removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
    }

    /// A transition that offsets the view by the specified amount.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: ".offset")
    }

    /// A composite transition that uses a different transition for insertion versus removal.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + ".combined(with: \(other.name))")
    }

    /// A transition defined between an active modifier and an identity modifier. MiniUI shows it with the
    /// modifier's type, `.modifier(active: Blur)`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: ".modifier(active: \(E.self))")
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(name: name)
    }
}
