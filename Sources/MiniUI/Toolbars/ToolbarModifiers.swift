import Foundation

// Modifiers SwiftUI deprecated in favour of newer ones, still common in older code. Annotations, as
// written.

/// The type of autocapitalization for a text field (UIKit's, which SwiftUI code on iOS sees through
/// `import SwiftUI`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

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
    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        annotated(".edgesIgnoringSafeArea")
    }

    /// Sets the accent color for this view and the views it contains.
    @available(iOS, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        annotated(".accentColor(\(accentColor?._description ?? "nil"))")
    }

    /// Sets whether to autocapitalize text in a text field.
    @available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        annotated(".autocapitalization(.\(style))")
    }

    /// Sets whether to disable autocorrection for this view.
    @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        annotated(disable == true ? ".disableAutocorrection(true)" : "")
    }

    /// Sets the visibility of the status bar.
    @available(iOS, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    nonisolated public func statusBar(hidden: Bool) -> some View {
        annotated(hidden ? ".statusBar(hidden: true)" : "")
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales this view's rendered output by the given size.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(scale.width)), y: \(Renderer.number(scale.height)))")
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
