import Foundation

extension View {
    /// Specifies the visibility of the background for scrollable views within this view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        annotated(".scrollContentBackground(.\(visibility))")
    }

    /// Configures the outermost layout as a scroll target layout.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        annotated(".scrollTargetLayout()")
    }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    nonisolated public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        annotated(".scrollTargetBehavior(\(behavior._name))")
    }

    /// Configures the content margin for scrollable content. Shown as written: the edges unless they are `.all`,
    /// and the placement unless it is `.automatic`, the defaults of SwiftUI's `contentMargins(_:_:for:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)), so that
    /// `.contentMargins(.horizontal, 20, for: .scrollContent)` is not shown as a margin on every edge.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.swiftDescription) }
        arguments.append(length.map { Renderer.number($0) } ?? "nil")
        if placement.name != ContentMarginPlacement.automatic.name { arguments.append("for: \(placement.name)") }
        return annotated(".contentMargins(\(arguments.joined(separator: ", ")))")
    }

    /// Configures the content margin for scrollable content on all edges; the placement is shown unless it is
    /// `.automatic`, SwiftUI's default
    /// (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:for:)).
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        let shownPlacement = placement.name == ContentMarginPlacement.automatic.name ? "" : ", for: \(placement.name)"
        return annotated(".contentMargins(\(Renderer.number(length))\(shownPlacement))")
    }

    /// Sets whether a scroll view clips its content to its bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        annotated(".scrollClipDisabled(\(disabled))")
    }
}

/// A type that defines the scroll behavior of a scrollable view.
///
/// Nothing scrolls in MiniUI: `updateTarget(_:context:)` is never called.
public protocol ScrollTargetBehavior: Sendable {
    /// The context in which a scroll behavior updates the scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// How the renderer names the behavior: `.paging`, or the type's name for a behavior of your own.
    var _name: String { get }
}

extension ScrollTargetBehavior {
    public var _name: String { String(describing: Self.self) }
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    public var _name: String { ".paging" }
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    let limitBehavior: LimitBehavior

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    public var _name: String {
        limitBehavior.name == ".automatic" ? ".viewAligned" : ".viewAligned(limitBehavior: \(limitBehavior.name))"
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// The placement of margins.
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: ".automatic")
    public static let scrollContent = ContentMarginPlacement(name: ".scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: ".scrollIndicators")
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

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        annotated(".scrollBounceBehavior(\(behavior.name))")
    }

    /// Disables or enables scrolling in scrollable views.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        annotated(".scrollDisabled(\(disabled))")
    }
}

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: ".automatic")
    public static let visible = ScrollIndicatorVisibility(name: ".visible")
    public static let hidden = ScrollIndicatorVisibility(name: ".hidden")
    public static let never = ScrollIndicatorVisibility(name: ".never")
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: ".automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: ".immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: ".interactively")
    public static let never = ScrollDismissesKeyboardMode(name: ".never")
}

extension View {
    /// Sets the visibility of scroll indicators within this view. Shown as written: the axes unless they are
    /// both, the default of SwiftUI's `scrollIndicators(_:axes:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)), so that indicators
    /// hidden on one axis only are not shown as hidden on both.
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        let shownAxes: String
        switch axes {
        case [.vertical, .horizontal]: shownAxes = ""
        case .horizontal: shownAxes = ", axes: .horizontal"
        case .vertical: shownAxes = ", axes: .vertical"
        default: shownAxes = ", axes: []"
        }
        return annotated(".scrollIndicators(\(visibility.name)\(shownAxes))")
    }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        annotated(".scrollDismissesKeyboard(\(mode.name))")
    }
}
