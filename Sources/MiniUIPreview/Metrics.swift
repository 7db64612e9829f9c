import Foundation

/// iOS's measures, in points, for the phone the previews draw (an iPhone 15-sized screen).
enum Metrics {
    static let screenWidth = 393.0
    static let screenHeight = 852.0
    static let statusBarHeight = 54.0
    /// The minimum height of a list row in the default styles.
    static let minRowHeight = 44.0
    /// A row's content insets in the default list styles: leading and trailing 20, top and bottom 11.
    static let rowInsets = Insets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// How far an inset-grouped section stands in from the screen's edges.
    static let insetGroupedMargin = 16.0
    static let defaultSpacing = 8.0
    static let defaultPadding = 16.0
    static let tint = "#007AFF"

    /// Text styles: size and weight.
    static func font(_ style: String) -> (size: Double, weight: Int)? {
        switch style {
        case ".largeTitle": (34, 400)
        case ".title": (28, 400)
        case ".title2": (22, 400)
        case ".title3": (20, 400)
        case ".headline": (17, 600)
        case ".body": (17, 400)
        case ".callout": (16, 400)
        case ".subheadline": (15, 400)
        case ".footnote": (13, 400)
        case ".caption": (12, 400)
        case ".caption2": (11, 400)
        default: nil
        }
    }

    static func weight(_ name: String) -> Int? {
        switch name {
        case ".ultraLight": 100
        case ".thin": 200
        case ".light": 300
        case ".regular": 400
        case ".medium": 500
        case ".semibold": 600
        case ".bold": 700
        case ".heavy": 800
        case ".black": 900
        default: nil
        }
    }

    /// System colours by name, as iOS draws them in light mode.
    static func color(_ name: String) -> String? {
        var key = name
        for prefix in ["Color.", "."] where key.hasPrefix(prefix) { key.removeFirst(prefix.count) }
        switch key {
        case "red": return "#FF3B30"
        case "orange": return "#FF9500"
        case "yellow": return "#FFCC00"
        case "green": return "#34C759"
        case "mint": return "#00C7BE"
        case "teal": return "#30B0C7"
        case "cyan": return "#32ADE6"
        case "blue", "accentColor": return tint
        case "indigo": return "#5856D6"
        case "purple": return "#AF52DE"
        case "pink": return "#FF2D55"
        case "brown": return "#A2845E"
        case "gray", "grey": return "#8E8E93"
        case "black", "primary": return "#000000"
        case "white": return "#FFFFFF"
        case "secondary": return "#3C3C4399"
        case "clear": return "transparent"
        default:
            if key.hasPrefix("#") { return key }
            return nil
        }
    }
}

struct Insets: Equatable {
    var top, leading, bottom, trailing: Double

    static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)

    var css: String { "\(px(top)) \(px(trailing)) \(px(bottom)) \(px(leading))" }
}

func px(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))px" : "\(value)px"
}

/// How a list style lays out its rows.
struct ListLook {
    var className: String
    /// Sections stand in from the screen's edges as rounded cards.
    var isInset: Bool
    var rowInsets: Insets
    var minRowHeight: Double
    var showsSeparators: Bool

    init(style: String, minRowHeight: Double) {
        switch style {
        case ".plain":
            className = "plain"
            isInset = false
        case ".grouped":
            className = "grouped"
            isInset = false
        case ".sidebar":
            className = "sidebar"
            isInset = true
        case ".inset":
            className = "inset"
            isInset = true
        default:
            // `.automatic` and `.insetGrouped`: iOS's default list is inset grouped.
            className = "inset-grouped"
            isInset = true
        }
        rowInsets = Metrics.rowInsets
        self.minRowHeight = minRowHeight
        showsSeparators = true
    }
}
