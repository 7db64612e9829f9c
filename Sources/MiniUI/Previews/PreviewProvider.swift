import Foundation

extension View {
    /// Sets a user visible name for this preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        self
    }

    /// Overrides the size of the container for the preview.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        self
    }

    /// Overrides the device for a preview.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        self
    }

    /// Overrides the orientation of the preview.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        self
    }
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device on which the preview is running.
    case device
    /// Center the preview in a fixed size container with the given dimensions.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the container to the size of the preview when offered the size of the device that the preview is
    /// running on.
    case sizeThatFits
}

/// A simulator device that runs a preview, by name (`"iPhone 16 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String
    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// A type that produces view previews in Xcode. MiniUI never runs previews; they compile.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

    /// The platform on which to run the provider.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform on which to run the provider: `nil`, the platform the file is built for.
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}
