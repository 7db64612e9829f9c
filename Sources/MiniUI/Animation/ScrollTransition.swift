import Foundation

// Everyday SwiftUI 17 and 18 modifiers: scroll transitions and visual effects, phase animators,
// inspectors, scroll positions and geometry, shape set operations, and smaller annotations. MiniUI has
// no animation, scrolling or pointer: effects are shown as they are at rest, phases at their first one,
// and scroll and hover callbacks never run.

// MARK: Visual effects

/// Visual effects change the visual appearance of a view without changing its ancestors or descendants.
///
/// MiniUI keeps each effect as written: `.scrollTransition` shows `opacity(1)` for the identity phase.
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

// MARK: Phase animators

/// A container that animates its content by automatically cycling through a collection of phases that
/// you provide, each defining a discrete step within an animation. MiniUI has no animation: it shows the
/// content for the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let content: Content

    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `body`.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        guard let first = Array(phases).first else { fatalError("PhaseAnimator needs at least one phase") }
        self.content = content(first)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure
    /// that you supply.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        guard let first = Array(phases).first else { fatalError("PhaseAnimator needs at least one phase") }
        self.content = content(first)
    }
}

extension PhaseAnimator: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension PhaseAnimator: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("PhaseAnimator", [], content, in: context)
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type: the view the
/// modifier was applied to.
public struct PlaceholderContentView<Value> {
    let content: Value
}

extension PlaceholderContentView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        guard let view = content as? any View else { return [] }
        return context.host.makeNodes(for: view, in: context)
    }
}

extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `content`. MiniUI shows the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        guard let first = Array(phases).first else { fatalError("phaseAnimator needs at least one phase") }
        return content(placeholder(), first)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder
    /// closure that you supply. MiniUI shows the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        guard let first = Array(phases).first else { fatalError("phaseAnimator needs at least one phase") }
        return content(placeholder(), first)
    }

    nonisolated func placeholder() -> PlaceholderContentView<Self> {
        PlaceholderContentView(content: self)
    }
}

// MARK: Inspectors, menus and presentation

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy. MiniUI shows the inspector's
    /// content below the view while it is presented.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(PresentedLayerModifier(name: "inspector", isPresented: isPresented, layer: content()))
    }

    /// Sets a fixed, preferred width for the inspector containing this view.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        annotated(".inspectorColumnWidth(\(Renderer.number(width)))")
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    {
        annotated(".inspectorColumnWidth(ideal: \(Renderer.number(ideal)))")
    }

    /// Configure the title menu of a toolbar. MiniUI lists its items below the view.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(LayerModifier(name: "toolbarTitleMenu", layer: content()))
    }

    /// Controls whether people can interact with the view behind a presentation.
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View {
        annotated(".presentationBackgroundInteraction(\(interaction.name))")
    }

    /// Sets the style for menus within this view.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        annotated(".menuStyle(\(MenuStyleName.of(style)))")
    }

    /// Controls the visibility of labels of any controls contained within this view.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        annotated(".labelsVisibility(.\(visibility))")
    }

    /// Sets a tint color within this view.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        annotated(".listItemTint(\(tint?._description ?? "nil"))")
    }

    /// Sets a tint effect for the view.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        annotated(".listItemTint(\(tint?.name ?? "nil"))")
    }

    /// Sets the container background of the enclosing container using a view.
    nonisolated public func containerBackground<S: ShapeStyle>(
        _ style: S, for container: ContainerBackgroundPlacement
    ) -> some View {
        annotated(".containerBackground(\(style._description), for: \(container.name))")
    }

    /// Sets the font width of the text in this view.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        annotated(".fontWidth(\(width.map { "\($0)" } ?? "nil"))")
    }

    /// Adds an action to perform when the user moves the pointer over or away from the view's frame.
    /// No pointer in MiniUI: the action never runs.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        annotated(".onHover")
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        annotated(".transaction")
    }
}

/// A presented layer, shown below the view while its binding is true.
struct PresentedLayerModifier<Layer: View> {
    let name: String
    let isPresented: Binding<Bool>
    let layer: Layer
}

extension PresentedLayerModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        guard isPresented.wrappedValue else { return nodes }
        let layer = Container.node(name, [], self.layer, in: context)
        layer[0].isAttachment = true
        return nodes + layer
    }
}

/// The kinds of interaction available to views behind a presentation.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    /// The default background interaction for the presentation.
    public static let automatic = PresentationBackgroundInteraction(name: ".automatic")
    /// People can interact with the view behind a presentation.
    public static let enabled = PresentationBackgroundInteraction(name: ".enabled")
    /// People can't interact with the view behind a presentation.
    public static let disabled = PresentationBackgroundInteraction(name: ".disabled")
    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: ".enabled(upThrough:)")
    }
}

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view
/// hierarchy.
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A configuration of a menu.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { primitiveBody() }
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { primitiveBody() }
    }
}

extension MenuStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

extension MenuStyleConfiguration.Content: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

/// The default menu style, based on the menu's context.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A menu style that displays a button that toggles the display of the menu's contents when pressed.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

enum MenuStyleName {
    static func of<S: MenuStyle>(_ style: S) -> String {
        switch style {
        case is DefaultMenuStyle: ".automatic"
        case is ButtonMenuStyle: ".button"
        default: "\(S.self)()"
        }
    }
}

/// A tint effect configuration that you can apply to content in a list.
public struct ListItemTint: Sendable {
    let name: String
    /// An explicit tint color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: ".fixed(\(tint._description))") }
    /// An explicit tint color that the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(name: ".preferred(\(tint._description))")
    }
    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(name: ".monochrome")
}

/// The placement of a container background.
public struct ContainerBackgroundPlacement: Sendable {
    let name: String
    /// A background placement inside a navigation container.
    public static let navigation = ContainerBackgroundPlacement(name: ".navigation")
    /// A background placement inside a tab view.
    public static let tabView = ContainerBackgroundPlacement(name: ".tabView")
}

/// A picker style that presents the options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete. MiniUI runs `body`, then `completion`, at once.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

// MARK: Scrolling

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Sendable {
    let name: String
    /// The automatic behavior.
    public static let automatic = ScrollBounceBehavior(name: ".automatic")
    /// The scrollable view always bounces.
    public static let always = ScrollBounceBehavior(name: ".always")
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static let basedOnSize = ScrollBounceBehavior(name: ".basedOnSize")
}

/// A type that defines the semantic position of where a scroll view is scrolled within its content.
///
/// Nothing scrolls in MiniUI: the position changes only when code calls `scrollTo`.
public struct ScrollPosition: @unchecked Sendable {
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// The point scrolled to, if any.
    public private(set) var point: CGPoint?
    var id: AnyHashable?

    /// Creates a new scroll position to a view with a provided identity type.
    public init<ID: Hashable & Sendable>(idType: ID.Type = ID.self) {}

    /// Creates a new scroll position to a view with a provided identity value.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self.id = AnyHashable(id) }

    /// Creates a new scroll position to the provided edge.
    public init(edge: Edge) { self.edge = edge }

    /// Creates a new scroll position to the provided point.
    public init(point: CGPoint) { self.point = point }

    /// Creates a new scroll position to a position of the provided coordinates.
    public init(x: CGFloat, y: CGFloat) { self.point = CGPoint(x: x, y: y) }

    /// Whether the scroll view was positioned by the user (never in MiniUI).
    public var isPositionedByUser: Bool { false }

    /// The identity of the view scrolled to, if any.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.base as? ID }

    /// Scrolls the view with the provided identity into view.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to the provided edge.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

    /// Scrolls to the provided point.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }

    /// Scrolls to the provided coordinates.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
}

/// A type that defines the geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint = .zero
    /// The size of the content of the scroll view.
    public var contentSize: CGSize = .zero
    /// The content insets of the scroll view.
    public var contentInsets = EdgeInsets()
    /// The size of the container of the scroll view.
    public var containerSize = CGSize(width: 393, height: 852)
    /// The visible rect of the scroll view.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds of the scroll view.
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the scroll view is actively scrolling.
    public var isScrolling: Bool { self != .idle }
}

/// A type that provides you with more content when the phase of a scroll view changes.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view.
    public var geometry: ScrollGeometry { ScrollGeometry() }
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        annotated(".scrollBounceBehavior(\(behavior.name))")
    }

    /// Adds the provided insets into the safe area of this view.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        annotated(".safeAreaPadding(\(Renderer.describe(insets)))")
    }

    /// Adds the provided insets into the safe area of this view on the specified edges.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        annotated(".safeAreaPadding" + (length.map { "(\(Renderer.number($0)))" } ?? "()"))
    }

    /// Adds the provided inset into the safe area of this view on all edges.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        annotated(".safeAreaPadding(\(Renderer.number(length)))")
    }

    /// Associates a binding to a scroll position with a scroll view within this view.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        annotated(".scrollPosition")
    }

    /// Adds an action to be performed when a value, created from a scroll geometry, changes. Nothing
    /// scrolls in MiniUI: the action never runs.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        annotated(".onScrollGeometryChange")
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        annotated(".onScrollPhaseChange")
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes,
    /// with its context.
    nonisolated public func onScrollPhaseChange(
        _ action:
            @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
            -> Void
    ) -> some View {
        annotated(".onScrollPhaseChange")
    }

    /// Adds an action to be called when the view crosses the threshold to be considered on or off screen.
    nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View {
        annotated(".onScrollVisibilityChange")
    }
}

// MARK: Shape set operations (SwiftUI 17+)

extension Shape {
    /// Returns a new shape with filled regions in either this shape or the given shape.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".union(\(other._description))")
    }

    /// Returns a new shape with filled regions common to both shapes.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".intersection(\(other._description))")
    }

    /// Returns a new shape with filled regions from this shape that are not in the given shape.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".subtracting(\(other._description))")
    }

    /// Returns a new shape with filled regions either from this shape or the given shape, but not in both.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".symmetricDifference(\(other._description))")
    }

    /// Returns a new shape with a line from this shape that overlaps the filled regions of the given shape.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".lineIntersection(\(other._description))")
    }

    /// Returns a new shape with a line from this shape that does not overlap the filled region of the
    /// given shape.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".lineSubtraction(\(other._description))")
    }
}
