// Modifiers from recent SDKs that everyday screens use; each shows as written.

extension View {
    /// Sets the primary and secondary levels of the foreground style in the child view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> some View
    {
        annotated(".foregroundStyle(\(primary._description), \(secondary._description))")
    }

    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        annotated(".contentShape(\(shape._description))")
    }

    /// Sets the preferred color scheme for this presentation.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        annotated(".preferredColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))")
    }

    /// Sets the rendering mode for symbol images within this view.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        annotated(".symbolRenderingMode(\(mode?.name ?? "nil"))")
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        annotated(reason.isEmpty ? "" : ".redacted(reason: .placeholder)")
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        annotated(".toolbar(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        annotated(".toolbarBackground(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        annotated(".toolbarBackground(\(style._description), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        annotated(".presentationDragIndicator(.\(visibility))")
    }

    /// Modifies the view to use a given transition as its method of animating changes to the contents of its views.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        annotated(".contentTransition(\(transition.name))")
    }

    /// Associates a destination view with a bound value for use within a navigation stack: while
    /// the item is not `nil`, its destination is pushed.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationItemModifier(item: item, destination: destination))
    }
}

struct NavigationItemModifier<D: Hashable, C: View> {
    let item: Binding<D?>
    let destination: (D) -> C
}

extension NavigationItemModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let value = item.wrappedValue
        for node in nodes { node.isHidden = value != nil }
        guard let value else { return nodes }
        let item = self.item
        let pushed = Presentation.node("destination(\(String(reflecting: value)))", destination(value), in: context) {
            item.wrappedValue = nil
        }
        // The pushed screen covers the one that pushed it; `host.goBack()` and `dismiss()` pop it.
        pushed[0].controls.dismiss = nil
        return nodes + pushed
    }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: ".monochrome")
    public static let multicolor = SymbolRenderingMode(name: ".multicolor")
    public static let hierarchical = SymbolRenderingMode(name: ".hierarchical")
    public static let palette = SymbolRenderingMode(name: ".palette")
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
}

/// The placement of a toolbar: the bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` address.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: ".automatic")
    public static let navigationBar = ToolbarPlacement(name: ".navigationBar")
    public static let tabBar = ToolbarPlacement(name: ".tabBar")
    public static let bottomBar = ToolbarPlacement(name: ".bottomBar")
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
