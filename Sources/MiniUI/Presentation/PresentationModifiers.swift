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
