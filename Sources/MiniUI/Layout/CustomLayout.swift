import Foundation

// The `Layout` protocol (SwiftUI 16+), the built-in stack and grid layouts, and `AnyLayout`. A layout used as
// a view is a container that lists its subviews in order, named by its type (or, for a built-in layout, as
// written). The built-in layouts place nothing. A custom layout (directly or through `AnyLayout`) is run by the
// host after each update that touched it (`Host/LayoutPass.swift`): its cache is made once and updated after,
// it is asked its size for the container's proposal, then to place its subviews, and the screen shows where
// each subview went.

/// A type that defines the geometry of a collection of views.
public protocol Layout {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Reinitializes a cache to a new value.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Returns the union of all subview spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Returns the result of merging the horizontal alignment guides of all subviews.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Returns the result of merging the vertical alignment guides of all subviews.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Combines the specified views into a single composite view using the layout algorithms of the
    /// custom layout container.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(name: LayoutName.of(self), layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Returns the empty value when your layout doesn't require a cache.
    public func makeCache(subviews: Subviews) {}
}

/// MiniUI's own: how a layout is written on screen.
enum LayoutName {
    static func of<L: Layout>(_ layout: L) -> String {
        (layout as? any _DescribedLayout)?._layoutDescription ?? String(describing: L.self)
    }
}

/// MiniUI's own: a built-in layout that writes itself as in code.
public protocol _DescribedLayout {
    var _layoutDescription: String { get }
}

extension Layout where Self: _DescribedLayout, Cache == Void {
    /// MiniUI's own layouts take the space they are offered and place nothing themselves: the renderer lays out
    /// their containers by name.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// MiniUI's own: a layout used as a view.
public struct _LayoutContainer<Content: View> {
    let name: String
    let layout: any Layout
    let content: Content

    nonisolated init(name: String, layout: any Layout, content: Content) {
        self.name = name
        self.layout = layout
        self.content = content
    }
}

extension _LayoutContainer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension _LayoutContainer: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let nodes = Container.node(name, [], content, in: context)
        if let runner = LayoutRunner.make(for: layout) {
            nodes.first?.layoutRunner = runner
            context.host.hasCustomLayouts = true
        }
        return nodes
    }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {}
}

/// A proposal for the size of a view.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size measured in points.
    public var width: CGFloat?
    /// The proposed vertical size measured in points.
    public var height: CGFloat?

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing()

    /// Initializes an instance with default spacing values.
    public init() {}

    /// Gets the preferred spacing distance along the specified axis to the view that returns a
    /// specified spacing preference: 8 points, SwiftUI's usual distance.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }

    /// Merges the spacing preferences of another spacing instance with this instance.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    /// Gets a new value that merges the spacing preferences of another spacing instance with this one.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        guide == .leading ? 0 : guide == .trailing ? width : width / 2
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide == .top ? 0 : guide == .bottom ? height : height / 2
    }

    /// Gets the explicit value of the given horizontal alignment guide: none in MiniUI.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Gets the explicit value of the given vertical alignment guide: none in MiniUI.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Value { get }
}

/// A proxy that represents one subview of a layout.
///
/// MiniUI's own sizing (it measures no text): a subview takes what it is proposed (10 points where the proposal
/// leaves a dimension unspecified), a `.frame(width:height:)` on it fixes the lengths it names, whatever the proposal,
/// as SwiftUI documents for a fixed frame, and a padding adds its insets. The host counts each measurement and
/// records each placement.
public struct LayoutSubview: Equatable {
    let index: Int
    let records: [LayoutRecord]
    let recorder: LayoutRecorder?

    init(index: Int, records: [LayoutRecord] = [], recorder: LayoutRecorder? = nil) {
        self.index = index
        self.records = records
        self.recorder = recorder
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index }

    /// What the subview answers to `proposal`, without counting it as a measurement.
    func size(for proposal: ProposedViewSize) -> CGSize {
        LayoutRecord.size(records, for: proposal)
    }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        recorder?.measurements += 1
        return size(for: proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = size(for: proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        recorder?.placements[index] = CGRect(origin: origin, size: size)
    }

    /// The layout priority of the subview.
    public var priority: Double { 0 }

    /// The subview's preferred spacing values.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// The indices of `elements` this collection holds: all of them, or a slice's (a slice keeps its indices).
    let range: Range<Int>

    init(_ elements: [LayoutSubview]) {
        self.elements = elements
        self.range = elements.indices
    }

    init(elements: [LayoutSubview], range: Range<Int>) {
        self.elements = elements
        self.range = range
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements[lhs.range] == rhs.elements[rhs.range]
    }

    /// A slice of a layout's subviews is itself a `LayoutSubviews`, as in SwiftUI.
    public typealias SubSequence = LayoutSubviews

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: elements, range: bounds)
    }

    /// The subviews at `indices`, in that order, indexed from zero.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { elements[$0] })
    }

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection { .leftToRight }
}

extension View {
    /// Associates a value with a custom layout property.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(AnnotationModifier(annotation: ".layoutValue(key: \(K.self).self, value: \(value))"))
    }
}

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout, _DescribedLayout, Sendable {
    /// The vertical alignment of subviews in a horizontal stack.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public var _layoutDescription: String {
        LayoutArguments.write("HStackLayout", Container.stackArguments(alignment.name, spacing))
    }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout, _DescribedLayout, Sendable {
    /// The horizontal alignment of subviews in a vertical stack.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public var _layoutDescription: String {
        LayoutArguments.write("VStackLayout", Container.stackArguments(alignment.name, spacing))
    }
}

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout, _DescribedLayout, Sendable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public var _layoutDescription: String { "ZStackLayout" }
}

/// A grid that you can use in conditional layouts.
public struct GridLayout: Layout, _DescribedLayout, Sendable {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between each cell, given in points.
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between each cell, given in points.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var _layoutDescription: String { "GridLayout" }
}

/// A type-erased instance of the layout protocol.
public struct AnyLayout: Layout, _DescribedLayout {
    let name: String
    /// The layout it wraps: the host runs a custom one.
    let base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        self.name = LayoutName.of(layout)
        self.base = layout
    }

    public var _layoutDescription: String { "AnyLayout(\(name))" }
}

enum LayoutArguments {
    static func write(_ name: String, _ arguments: [String]) -> String {
        arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }
}
