import Foundation

// Opening and dismissing windows by identifier or by presented value. MiniUI models a single window, so
// its actions do nothing and `supportsMultipleWindows` reads false.

extension WindowGroup {
    /// Creates a data-presenting window group with an identifier, for values of the type you give.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group, for values of the type you give.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a localized title and an identifier.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a text title and an identifier.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a localized title.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a text title.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }

    /// Creates a data-presenting window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content))
    }
}

extension WindowGroup {
    /// Creates a data-presenting window group with an identifier and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a localized title, an identifier and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a text title, an identifier and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a title string, an identifier and a default value.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a localized title and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a text title and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a data-presenting window group with a title string and a default value.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }
}

/// The content of a window group that presents data: the window's view for the value it was opened with,
/// `nil` when the window was opened without one. MiniUI shows the content for no value, or for the default
/// value of a window group that has one.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    let content: (Binding<Data?>) -> Content
    @State private var value: Data?

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
        _value = State(initialValue: nil)
    }

    init(content: @escaping (Binding<Data>) -> Content, defaultValue: () -> Data) {
        // The value starts as the default and is only ever written through the non-optional binding.
        self.content = { content(Binding($0)!) }
        _value = State(initialValue: defaultValue())
    }

    public var body: some View {
        content($value)
    }
}

/// An action that presents a window, by its scene's identifier or by the value it presents.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Open the map") { openWindow(id: "trail-map") }
/// ```
///
/// MiniUI models a single window: it does nothing when it is called.
@MainActor @preconcurrency
public struct OpenWindowAction {
    nonisolated init() {}

    /// Opens a window that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}

    /// Opens a window defined by a window group that presents the type of the specified value.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens a window defined by the window group that presents the specified value type and that's
    /// associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// An action that dismisses a window: the window of the view that reads it, or one by its identifier or value.
///
/// MiniUI does nothing when it is called.
@MainActor @preconcurrency
public struct DismissWindowAction {
    nonisolated init() {}

    /// Dismisses the current window.
    @MainActor @preconcurrency public func callAsFunction() {}

    /// Dismisses the window that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}

    /// Dismisses the window defined by the window group that is presenting the specified value type.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Dismisses the window defined by the window group that is presenting the specified value type and
    /// that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment. In MiniUI it does nothing.
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }

    /// A window dismissal action stored in a view's environment. In MiniUI it does nothing.
    public var dismissWindow: DismissWindowAction {
        self[DismissWindowKey.self]
    }

    /// A Boolean value that indicates whether the current platform supports opening multiple windows; false
    /// in MiniUI, which models a single window.
    public var supportsMultipleWindows: Bool {
        self[SupportsMultipleWindowsKey.self]
    }
}
