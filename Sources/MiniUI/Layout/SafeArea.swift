import Foundation

extension View {
    /// Expands the safe area of a view.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        annotated(".ignoresSafeArea()")
    }
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        annotated(".edgesIgnoringSafeArea")
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

    /// Shows the specified content beside the modified view's safe area.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(LayerModifier(name: "safeAreaInset(edge: .\(edge))", layer: content()))
    }

    /// Shows the specified content beside the modified view's safe area, on a leading or trailing edge.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(LayerModifier(name: "safeAreaInset(edge: .\(edge))", layer: content()))
    }

    /// Adds padding to the specified edges of this view using an amount that's appropriate for the current scene
    /// (MiniUI: an annotation).
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        annotated(edges == .all ? ".scenePadding()" : ".scenePadding(\(edges.swiftDescription))")
    }

    /// Adds a specified kind of padding to the specified edges of this view using an amount that's appropriate
    /// for the current scene (MiniUI: an annotation).
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        annotated(
            ".scenePadding(\(padding.name)" + (edges == .all ? ")" : ", edges: \(edges.swiftDescription))"))
    }
}

/// The padding used to space a view from its containing scene.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum scene padding value.
    public static let minimum = ScenePadding(name: ".minimum")
}
