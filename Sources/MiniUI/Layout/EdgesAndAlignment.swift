/// The inset distances for the sides of a rectangle.

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side: what `.listRowInsets(.init())` asks for.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

/// An enumeration to indicate one edge of a rectangle.

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        var swiftDescription: String {
            let named: [(Set, String)] = [
                (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
                (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
            ]
            if let name = named.first(where: { $0.0 == self }) { return name.1 }
            return "[" + named.dropFirst(3).filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }
}

/// The vertical edges of a rectangle, for `.listRowSeparator(_:edges:)`.

public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// An alignment position along the horizontal axis.

public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: ".leading")
    public static let center = HorizontalAlignment(name: ".center")
    public static let trailing = HorizontalAlignment(name: ".trailing")
}

/// An alignment position along the vertical axis.

public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: ".top")
    public static let center = VerticalAlignment(name: ".center")
    public static let bottom = VerticalAlignment(name: ".bottom")
    public static let firstTextBaseline = VerticalAlignment(name: ".firstTextBaseline")
}

/// The visibility of a UI element, chosen automatically based on the platform, current context, and
/// other factors.

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var name: String {
        let names: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
            (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
            (.centerFirstTextBaseline, ".centerFirstTextBaseline"),
            (.centerLastTextBaseline, ".centerLastTextBaseline"),
            (.leadingFirstTextBaseline, ".leadingFirstTextBaseline"),
            (.leadingLastTextBaseline, ".leadingLastTextBaseline"),
            (.trailingFirstTextBaseline, ".trailingFirstTextBaseline"),
            (.trailingLastTextBaseline, ".trailingLastTextBaseline"),
        ]
        return names.first { $0.0 == self }?.1
            ?? "Alignment(horizontal: \(horizontal.name), vertical: \(vertical.name))"
    }
}

extension VerticalAlignment {
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(name: ".lastTextBaseline")
}

/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private struct PriceColumn: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
/// }
///
/// extension HorizontalAlignment {
///     static let priceColumn = HorizontalAlignment(PriceColumn.self)
/// }
/// ```
///
/// MiniUI lays nothing out: a custom guide is written by its identifier's name, `HorizontalAlignment(PriceColumn)`,
/// and measures as the center does in a custom layout's `ViewDimensions`.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: "HorizontalAlignment(\(id))")
    }

    /// Merges a sequence of explicit alignment values produced by this instance (MiniUI: the first value given).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        values.lazy.compactMap { $0 }.first
    }
}

extension VerticalAlignment {
    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: "VerticalAlignment(\(id))")
    }

    /// Merges a sequence of explicit alignment values produced by this instance (MiniUI: the first value given).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        values.lazy.compactMap { $0 }.first
    }
}

extension Alignment {
    /// A guide that marks the top-most text baseline in a view, centered horizontally.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the bottom-most text baseline in a view, centered horizontally.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the leading edge and top-most text baseline in a view.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge and bottom-most text baseline in a view.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge and top-most text baseline in a view.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge and bottom-most text baseline in a view.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A description of what should happen when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    var name: String {
        switch self {
        case .fixed: ".fixed"
        case .mirrors(in: .rightToLeft): ".mirrors"
        case .mirrors(let direction): ".mirrors(in: .\(direction))"
        }
    }
}

extension View {
    /// Sets the behavior of this view for different layout directions (MiniUI: an annotation; layout is left to
    /// right, so nothing mirrors).
    nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        annotated(".layoutDirectionBehavior(\(behavior.name))")
    }
}
