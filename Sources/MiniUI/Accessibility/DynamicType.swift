import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) var iconSize = 24.0
/// ```
///
/// MiniUI's Dynamic Type size is `.large`, where the scale is 1: the value is the one given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
    }

    /// Creates the scaled metric with an unscaled value using the default scaling.
    nonisolated public init(wrappedValue: Value) {
        self.baseValue = wrappedValue
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value { baseValue }

    public mutating func update() {}
}

extension ScaledMetric: Sendable where Value: Sendable {}

/// The sizes that you can specify for content (the older form of `DynamicTypeSize`).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one that is associated with
    /// accessibility.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default: false
        }
    }
}

private struct SizeCategoryKey: EnvironmentKey {
    static let defaultValue = ContentSizeCategory.large
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        annotated(".dynamicTypeSize(…)")
    }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The current Dynamic Type size (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The size of content (`.large` unless set): the older form of `dynamicTypeSize`, kept apart from it.
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }
}
