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
    /// A custom detent with a calculated height. MiniUI lays nothing out and never asks for it.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: ".custom(\(D.self).self)")
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup
    public struct Context {
        let environment: EnvironmentValues

        /// The height that the presentation appears in: the screen's, 852 points, in MiniUI.
        public var maxDetentValue: CGFloat { 852 }

        /// Returns the value specified by the key path from the environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Information that you can use to calculate the height of a custom detent.
    public typealias Context = PresentationDetent.Context
}

extension View {
    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
    /// currently selected detent. MiniUI shows the detents and the selection the binding reads.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        annotated(
            ".presentationDetents([\(detents.map(\.name).sorted().joined(separator: ", "))], selection: \(selection.wrappedValue.name))"
        )
    }

    /// Configures the behavior of swipe gestures on a presentation.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        annotated(".presentationContentInteraction(\(behavior.name))")
    }

    /// Sets the presentation background of the enclosing sheet to a custom view. MiniUI does not show it.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        annotated(".presentationBackground { … }")
    }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: ".automatic") }
    /// A behavior that prioritizes resizing a presentation when swiping, rather than scrolling the
    /// content of the presentation.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: ".resizes") }
    /// A behavior that prioritizes scrolling the content of a presentation when swiping, rather than
    /// resizing the presentation.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: ".scrolls") }
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
    /// The size proposed to the presentation's content. MiniUI lays nothing out and never asks.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
    /// How the renderer writes the sizing (a sizing of your own is written by its type's name).
    var _name: String { get }
}

extension PresentationSizing {
    public var _name: String { String(describing: Self.self) }
}

/// A proxy to a view provided to the presentation with a defined presentation size.
public struct PresentationSizingRoot: Sendable {
    /// Asks the subview for its size: MiniUI has no layout, and answers with the proposal, an
    /// unspecified dimension being the screen's (393 × 852).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 852))
    }
}

/// Contextual information about a presentation (it has no public members).
public struct PresentationSizingContext: Sendable {}

/// The default presentation sizing.
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
    public var _name: String { ".automatic" }
}

/// A presentation sizing that is appropriate for forms.
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
    public var _name: String { ".form" }
}

/// A presentation sizing that is roughly the size of a page of paper.
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
    public var _name: String { ".page" }
}

/// The size of the presentation is dictated by the ideal size of the content.
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
    public var _name: String { ".fitted" }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default presentation sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A presentation sizing that is appropriate for forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A presentation sizing that is roughly the size of a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// A presentation sizing that sizes the presentation to fit its content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// A sizing made from another by `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)`.
public struct _ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let modification: String

    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
    public var _name: String { base._name + modification }
}

extension PresentationSizing {
    /// Modifies the sizing to fit its content in the dimensions given.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        _ModifiedPresentationSizing(
            base: self, modification: ".fitted(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// Modifies the sizing to be sticky in the dimensions given: growing, but not shrinking.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        _ModifiedPresentationSizing(
            base: self, modification: ".sticky(horizontal: \(horizontal), vertical: \(vertical))")
    }
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
