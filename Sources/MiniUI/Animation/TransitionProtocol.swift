import Foundation

/// A description of view changes to apply when a view is added to and removed from the view hierarchy
/// (iOS 17). A transition of your own applies modifiers to `content` according to `phase`:
///
/// ```swift
/// struct SinkIn: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.offset(y: phase.isIdentity ? 0 : 12).opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// ```
///
/// MiniUI draws no animation: `.transition(_:)` shows the transition by name and never calls `body`.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller; `content` stands for the view the transition is applied to.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    /// Returns the properties this transition type has.
    static var properties: TransitionProperties { get }

    /// The content view type passed to `body()`.
    typealias Content = PlaceholderContentView<Self>
}

/// An indication of which the current stage of a transition.
@frozen public enum TransitionPhase: Equatable, Sendable {
    /// The transition is being applied to a view that is about to be inserted into the view hierarchy.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy.
    case identity
    /// The transition is being applied to a view that has been requested to be removed from the view hierarchy.
    case didDisappear

    /// A Boolean that indicates whether the transition should have an identity effect: true in `identity`.
    public var isIdentity: Bool { self == .identity }

    /// A value that can be used to multiply effects: -1 before appearing, 0 while shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a `Transition` can have.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion.
    public var hasMotion: Bool

    /// Creates a set of transition properties.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension Transition {
    /// Returns the properties this transition type has; by default, a transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Attaches an animation to this transition.
    nonisolated public func animation(_ animation: Animation?) -> some Transition {
        _NamedTransition(name: _transitionName(self) + ".animation(…)")
    }

    /// Combines this transition with another, returning a new transition that is the result of both
    /// transitions being applied.
    nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
        _NamedTransition(name: _transitionName(self) + ".combined(with: \(_transitionName(other)))")
    }

    /// Applies the transition to a view in a given phase: the transition's `body` on that view.
    nonisolated public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.annotated(".transition(\(_transitionName(self)))")
    }
}

/// A built-in transition or a composed one, which MiniUI knows by the name it is written with.
public struct _NamedTransition {
    let name: String
    nonisolated init(name: String) { self.name = name }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// How MiniUI writes a transition: a built-in one as it is written in code, one of your own by its type.
nonisolated func _transitionName<T: Transition>(_ transition: T) -> String {
    switch transition {
    case let named as _NamedTransition: named.name
    case let opacity as OpacityTransition: opacity.name
    case let slide as SlideTransition: slide.name
    case let move as MoveTransition: move.name
    case let push as PushTransition: push.name
    case let scale as ScaleTransition: scale.name
    case let blur as BlurReplaceTransition: blur.name
    case let identity as IdentityTransition: identity.name
    case let offset as OffsetTransition: offset.name
    case let symbol as SymbolEffectTransition: symbol.name
    default: String(describing: T.self)
    }
}

extension View {
    /// Associates a transition with the view. MiniUI shows it by name.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        annotated(".transition(\(_transitionName(transition)))")
    }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition {
    var name: String { ".opacity" }
    /// Creates the transition.
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out towards the
/// trailing edge.
public struct SlideTransition {
    var name: String { ".slide" }
    /// Creates the transition.
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition {
    /// The edge to move the view towards.
    public var edge: Edge
    var name: String { ".move(edge: .\(edge))" }
    /// Creates a transition that moves the view away towards the specified edge of the view.
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that moves a view in from an edge while fading it in, and out towards the opposite edge
/// while fading it out.
public struct PushTransition {
    /// The edge from which the view will be animated in.
    public var edge: Edge
    var name: String { ".push(from: .\(edge))" }
    /// Creates a transition that animates a view by moving and fading it.
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that scales the view.
public struct ScaleTransition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint
    var name: String { scale == 0 && anchor == .center ? ".scale" : ".scale(\(Renderer.number(scale)))" }
    /// Creates a transition that scales the view by the specified amount.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
public struct BlurReplaceTransition {
    /// Configuration properties for a transition that animates the insertion or removal of a view by
    /// combining blurring and scaling effects.
    public struct Configuration: Equatable, Sendable {
        let name: String
        /// A configuration that requests a transition that scales the view down while removing it and up
        /// while inserting it.
        public static let downUp = Configuration(name: "downUp")
        /// A configuration that requests a transition that scales the view up while both removing and
        /// inserting it.
        public static let upUp = Configuration(name: "upUp")
    }

    /// The transition's configuration.
    public var configuration: BlurReplaceTransition.Configuration
    var name: String { configuration == .downUp ? ".blurReplace" : ".blurReplace(.\(configuration.name))" }
    /// Creates a new transition.
    nonisolated public init(configuration: BlurReplaceTransition.Configuration) {
        self.configuration = configuration
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition {
    var name: String { ".identity" }
    /// Creates the transition.
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition that offsets the view by the specified amount.
public struct OffsetTransition {
    /// The amount to offset the view by.
    public var offset: CGSize
    var name: String { ".offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))" }
    /// Creates a transition that offsets the view by the specified amount.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// A composite `Transition` that uses a different transition for insertion versus removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition> {
    /// The `Transition` defining the insertion phase of `self`.
    public var insertion: Insertion
    /// The `Transition` defining the removal phase of `self`.
    public var removal: Removal
    /// Creates a composite `Transition` that uses a different transition for insertion versus removal.
    nonisolated public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension _NamedTransition: Transition {}
extension OpacityTransition: Transition {}
extension SlideTransition: Transition {}
extension MoveTransition: Transition {}
extension PushTransition: Transition {}
extension ScaleTransition: Transition {}
extension BlurReplaceTransition: Transition {}
extension IdentityTransition: Transition {}
extension OffsetTransition: Transition {}
extension AsymmetricTransition: Transition {}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the
    /// trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that animates a view by moving and fading it.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Returns a transition that offset the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension AnyTransition {
    /// Create an instance that type-erases `transition`.
    public init<T: Transition>(_ transition: T) {
        self.init(name: _transitionName(transition))
    }

    /// Returns a transition that scales the view.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: ".scale(scale: \(Renderer.number(scale)))")
    }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: AnyTransition { AnyTransition(name: ".blurReplace") }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(name: config == .downUp ? ".blurReplace" : ".blurReplace(.\(config.name))")
    }

    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(name: ".offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))")
    }
}
