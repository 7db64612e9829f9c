import Foundation

/// The purpose of content that populates the toolbar.
public struct ToolbarRole: Sendable {
    let name: String
    /// The automatic role.
    public static let automatic = ToolbarRole(name: ".automatic")
    /// The navigation stack role.
    public static let navigationStack = ToolbarRole(name: ".navigationStack")
    /// The browser role.
    public static let browser = ToolbarRole(name: ".browser")
    /// The editor role.
    public static let editor = ToolbarRole(name: ".editor")
}

extension View {
    /// Sets the visibility of the status bar.
    @available(iOS, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    nonisolated public func statusBar(hidden: Bool) -> some View {
        annotated(hidden ? ".statusBar(hidden: true)" : "")
    }

    /// Configures the semantic role for the content populating the toolbar.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
        annotated(".toolbarRole(\(role.name))")
    }

    /// Configures the toolbar title display mode for this view.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        annotated(".toolbarTitleDisplayMode(\(mode.name))")
    }
}

/// A display mode for the toolbar title.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: ".automatic")
    public static let large = ToolbarTitleDisplayMode(name: ".large")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: ".inlineLarge")
    public static let inline = ToolbarTitleDisplayMode(name: ".inline")
}

extension View {
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
}

/// The placement of a toolbar: the bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` address.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: ".automatic")
    public static let navigationBar = ToolbarPlacement(name: ".navigationBar")
    public static let tabBar = ToolbarPlacement(name: ".tabBar")
    public static let bottomBar = ToolbarPlacement(name: ".bottomBar")
}

extension View {
    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        annotated(".toolbarBackgroundVisibility(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        annotated(".toolbarVisibility(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Sets the preferred visibility of the non-transient system views overlaying the app (the Home
    /// indicator). No system overlays in MiniUI: shown as an annotation.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        annotated(".persistentSystemOverlays(.\(visibility))")
    }

    /// Configure the title menu of a toolbar. MiniUI lists its items below the view.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(LayerModifier(name: "toolbarTitleMenu", layer: content()))
    }

    /// Sets the visibility of the status bar.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View {
        annotated(".statusBarHidden(\(hidden))")
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        annotated(".toolbarColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))")
    }
}
