import Foundation

extension View {
    /// Specifies if the view is focusable.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        annotated(".focusable(\(isFocusable))")
    }

    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        annotated(".focusable(\(isFocusable), interactions: \(interactions))")
    }

    /// Adds a condition that controls whether this view can display focus effects, such as a default focus
    /// ring or hover effect. MiniUI draws none.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        annotated(".focusEffectDisabled(\(disabled))")
    }

    /// Defines a region of the window in which default focus is evaluated by assigning a value to a
    /// given focus state binding.
    nonisolated public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        annotated(".defaultFocus")
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: ".automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: ".userInitiated")
}

/// Values describe different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable, CustomDebugStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected for interactive content on
    /// the current platform.
    public static var automatic: FocusInteractions { [.activate, .edit] }

    public var debugDescription: String {
        switch self {
        case .activate: ".activate"
        case .edit: ".edit"
        default: ".automatic"
        }
    }
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows focus effects
    /// to be displayed: `true` unless set (`.focusEffectDisabled` is an annotation and sets nothing).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}
