import Foundation

// Scroll transitions and visual effects (SwiftUI 17+). MiniUI has no scrolling: an effect runs once, at the
// identity phase or with the iPhone-sized proxy, and is shown as an annotation.

// MARK: Visual effects

/// Visual effects change the visual appearance of a view without changing its ancestors or descendants.
///
/// MiniUI keeps each effect as written: `.scrollTransition` shows `opacity(1)` for the identity phase. SwiftUI's
/// protocol refines `Animatable` too; MiniUI's does not, its `Animatable` being main-actor isolated. Not declared:
/// `transformEffect(_:)` (it takes a `CGAffineTransform`, and Linux has no Core Graphics) and the shader effects
/// (`colorEffect`, `distortionEffect`, `layerEffect`: Metal shaders).
public protocol VisualEffect: Sendable {
    /// MiniUI's own: the effects applied, as written.
    var _effects: [String] { get }
}

/// The base visual effect that you apply additional effect to.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
    public var _effects: [String] { [] }
}

/// MiniUI's own: a visual effect with one more effect applied.
public struct _AppliedVisualEffect: VisualEffect {
    public let _effects: [String]
}

extension VisualEffect {
    func adding(_ effect: String) -> _AppliedVisualEffect { _AppliedVisualEffect(_effects: _effects + [effect]) }

    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding("opacity(\(Renderer.number(CGFloat(opacity))))")
    }

    /// Offsets the view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding("offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))")
    }

    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding("offset(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales the view uniformly by the given amount.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("scaleEffect(\(Renderer.number(scale)))")
    }

    /// Scales the view by the given size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("scaleEffect(x: \(Renderer.number(scale.width)), y: \(Renderer.number(scale.height)))")
    }

    /// Scales the view by the given amounts in each axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("scaleEffect(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Rotates the view by the given angle.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("rotationEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Applies a Gaussian blur to the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding("blur(radius: \(Renderer.number(radius)))")
    }

    /// Brightens the view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding("brightness(\(Renderer.number(CGFloat(amount))))")
    }

    /// Sets the contrast and separation between similar colors in the view.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding("contrast(\(Renderer.number(CGFloat(amount))))")
    }

    /// Adjusts the color saturation of the view.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding("saturation(\(Renderer.number(CGFloat(amount))))")
    }

    /// Removes a specified amount of color from the view.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding("grayscale(\(Renderer.number(CGFloat(amount))))")
    }

    /// Applies a hue rotation effect to the view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding("hueRotation(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Adds a color multiplication effect to the view.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding("colorMultiply(\(color._description))")
    }

    /// Renders content as if it's rotated in three dimensions around the specified axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding("rotation3DEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }
}

/// The phases that a view transitions between when it scrolls among other views.
public enum ScrollTransitionPhase: Sendable {
    /// The scroll transition is being applied to a view that is about to move into the visible area at
    /// the top edge of a vertical scroll view, or the leading edge of a horizontal scroll view.
    case topLeading
    /// The scroll transition is being applied to a view that is in the visible area.
    case identity
    /// The scroll transition is being applied to a view that is about to move into the visible area at
    /// the bottom edge of a vertical scroll view, or the trailing edge of a horizontal scroll view.
    case bottomTrailing

    /// A Boolean that indicates whether the scroll transition phase is the identity.
    public var isIdentity: Bool { self == .identity }

    /// A phase-derived value that indicates whether scroll transition is in the identity phase (0), or
    /// in a top leading (-1) or bottom trailing (1) phase.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The configuration of a scroll transition that controls how a transition effect is applied as a view
/// is scrolled through the visible region of a scroll view.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// Creates a new configuration that discretely animates the transition effect when the view moves
    /// in or out of the visible region.
    public static let animated = ScrollTransitionConfiguration(name: ".animated")
    /// Creates a new configuration that interactively interpolates the transition's effect as the view
    /// is scrolled into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration(name: ".interactive")
    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(name: ".identity")

    /// Creates a new configuration that discretely animates the transition effect with the animation you give.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        .animated
    }

    /// Sets the threshold at which the view will be considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        self
    }

    /// Describes a specific point in the progression of a target view within a container.
    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static var centered: Threshold { Threshold() }
        /// The target view is visible by the given amount, where zero is fully hidden and one is fully visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

extension View {
    /// Applies the given transition, animating between the phases of the transition as this view appears
    /// and disappears within the visible region of the containing scroll view. MiniUI shows the effect at
    /// its identity phase: the view is on screen.
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        let effects = transition(EmptyVisualEffect(), .identity)._effects
        return annotated(".scrollTransition { \(effects.joined(separator: ".")) }")
    }

    /// Applies the given transition, animating between the phases of the transition as this view appears
    /// and disappears within the visible region of the containing scroll view.
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }

    /// Applies effects to this view, while providing access to layout information through a geometry proxy.
    /// MiniUI runs the effect once, with its iPhone-sized proxy, and shows what it applied.
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        let effects = effect(EmptyVisualEffect(), GeometryProxy())._effects
        return annotated(".visualEffect { \(effects.joined(separator: ".")) }")
    }
}
