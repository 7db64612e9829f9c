import Foundation

/// A UIKit color, as SwiftUI code on iOS sees it through `import SwiftUI`: MiniUI keeps its name.
public final class UIColor: Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// Creates a color from red, green, blue and alpha components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "init(red: \(red), green: \(green), blue: \(blue))")
    }

    /// Creates a color from a color set in the app's assets.
    public convenience init?(named name: String) {
        self.init(name: "init(named: \(String(reflecting: name)))")
    }

    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let clear = UIColor(name: "clear")
}
