import Foundation

extension View {
    /// Sets the presentation background of the enclosing sheet using a shape style.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        annotated(".presentationBackground(\(style._description))")
    }

    /// Requests that the presentation have a specific corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        annotated(".presentationCornerRadius(\(cornerRadius.map { Renderer.number($0) } ?? "nil"))")
    }

    /// Sets the available detents for the enclosing sheet.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        annotated(".presentationDetents([\(detents.map(\.name).sorted().joined(separator: ", "))])")
    }
}

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    public static let medium = PresentationDetent(name: ".medium")
    public static let large = PresentationDetent(name: ".large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".fraction(\(Renderer.number(fraction)))")
    }
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".height(\(Renderer.number(height)))")
    }
}

extension View {
    /// Sets the visibility of the drag indicator on top of a sheet.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        annotated(".presentationDragIndicator(.\(visibility))")
    }
}

/// A type that defines the size of the presentation content and how the presentation size adjusts to
/// its content's size changing.
public protocol PresentationSizing: Sendable {
    /// How the renderer writes the sizing.
    var _name: String { get }
}

/// A presentation sizing that MiniUI writes by name.
public struct _NamedPresentationSizing: PresentationSizing {
    public let _name: String
}

extension PresentationSizing where Self == _NamedPresentationSizing {
    /// The default presentation sizing.
    public static var automatic: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".automatic") }
    /// A presentation sizing that is appropriate for forms.
    public static var form: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".form") }
    /// A presentation sizing that is roughly the size of a page of paper.
    public static var page: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".page") }
    /// A presentation sizing that sizes the presentation to fit its content.
    public static var fitted: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".fitted") }
}

extension View {
    /// Sets the sizing of the containing presentation.
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        annotated(".presentationSizing(\(sizing._name))")
    }

    /// Controls whether people can interact with the view behind a presentation.
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View {
        annotated(".presentationBackgroundInteraction(\(interaction.name))")
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

extension View {
    /// Specifies how to adapt a presentation to compact size classes.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        annotated(".presentationCompactAdaptation(\(adaptation.name))")
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes.
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        annotated(".presentationCompactAdaptation(horizontal: \(horizontalAdaptation.name))")
    }
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: ".automatic")
    public static let none = PresentationAdaptation(name: ".none")
    public static let popover = PresentationAdaptation(name: ".popover")
    public static let sheet = PresentationAdaptation(name: ".sheet")
    public static let fullScreenCover = PresentationAdaptation(name: ".fullScreenCover")
}

extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(".interactiveDismissDisabled(\(isDisabled))")
    }
}
