import Foundation

// SwiftUI's attribute scope for attributed strings: `text.foregroundColor = .red`, `text.font = .headline`.
// MiniUI keeps the attributes on the string and `Text` shows its characters without them.

extension AttributeScopes {
    /// A property for accessing the attribute scopes defined by SwiftUI.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// Attribute scopes that SwiftUI defines.
    public struct SwiftUIAttributes: AttributeScope {
        /// A property for accessing a font attribute.
        public let font: FontAttribute
        /// A property for accessing a foreground color attribute.
        public let foregroundColor: ForegroundColorAttribute
        /// A property for accessing a background color attribute.
        public let backgroundColor: BackgroundColorAttribute
        /// A property for accessing a strikethrough style attribute.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A property for accessing an underline style attribute.
        public let underlineStyle: UnderlineStyleAttribute
        /// A property for accessing a kerning attribute.
        public let kern: KerningAttribute
        /// A property for accessing a tracking attribute.
        public let tracking: TrackingAttribute
        /// A property for accessing a baseline offset attribute.
        public let baselineOffset: BaselineOffsetAttribute
        /// A property for accessing attribute scopes defined by Foundation.
        public let foundation: FoundationAttributes

        /// A type that represents the font to use for the text.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// A type that represents the foreground color of the text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A type that represents the background color of the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A type that represents the strikethrough style of the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A type that represents the underline style of the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// A type that represents the kerning of the text.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// A type that represents the tracking of the text.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// A type that represents the baseline offset of the text.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// Looks up SwiftUI's attributes on an attributed string: `text.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>)
        -> T
    {
        self[T.self]
    }
}
