import Foundation

extension View {
    /// Registers a handler to invoke in response to a URL received by the view's scene. MiniUI never calls it.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        annotated(".onOpenURL")
    }

    /// Specifies the external events that the view's scene handles if the scene is already open. MiniUI
    /// receives no events.
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        annotated(".handlesExternalEvents(preferring: \(preferring.sorted()), allowing: \(allowing.sorted()))")
    }
}

/// A type that defines the behavior of how a user's tap opens a URL. MiniUI records it.
public struct OpenURLAction {
    let open: @MainActor (URL) -> Void

    /// The result of a custom open URL action.
    public struct Result: Sendable {
        let name: String
        /// The handler opened the URL: the action ends there.
        public static let handled = Result(name: "handled")
        /// The handler discarded the URL.
        public static let discarded = Result(name: "discarded")
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(name: "systemAction")
        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
        /// The handler asks the system to open the URL, preferring in-app presentation (SwiftUI 18+).
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(name: "systemAction") }
    }

    /// Creates an action that opens a URL with the handler you give.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.open = { url in _ = handler(url) }
    }

    init(open: @escaping @MainActor (URL) -> Void) {
        self.open = open
    }

    /// Opens a URL.
    @MainActor
    public func callAsFunction(_ url: URL) {
        open(url)
    }
}

extension OpenURLAction: Sendable {}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(open: { _ in }) }
}

extension EnvironmentValues {
    /// An action that opens a URL. In MiniUI it does nothing unless set.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
