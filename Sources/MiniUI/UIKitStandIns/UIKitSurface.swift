import Foundation

// The little of UIKit that SwiftUI screens on iOS reach for through `import SwiftUI`: haptic feedback
// generators, the screen's bounds, the device idiom, opening a URL, and images made from `UIImage`. MiniUI
// declares them with UIKit's names; nothing vibrates or opens, and the screen is an iPhone's.

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
@MainActor
public final class UIImpactFeedbackGenerator {
    /// The mass of the objects in the collision simulated by a feedback generator.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// Creates an impact feedback generator with the specified style.
    public init(style: FeedbackStyle = .medium) {}
    /// Prepares the generator to trigger feedback.
    public func prepare() {}
    /// Triggers impact feedback: nothing happens in MiniUI.
    public func impactOccurred() {}
    /// Triggers impact feedback with a specific intensity.
    public func impactOccurred(intensity: CGFloat) {}
}

/// A concrete feedback generator subclass that creates haptics to communicate successes, failures, and
/// warnings.
@MainActor
public final class UINotificationFeedbackGenerator {
    /// The type of notification that a notification feedback generator object generates.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public init() {}
    /// Prepares the generator to trigger feedback.
    public func prepare() {}
    /// Triggers notification feedback: nothing happens in MiniUI.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
@MainActor
public final class UISelectionFeedbackGenerator {
    public init() {}
    /// Prepares the generator to trigger feedback.
    public func prepare() {}
    /// Triggers selection feedback: nothing happens in MiniUI.
    public func selectionChanged() {}
}

/// An object that defines the properties associated with a hardware-based display (an iPhone's).
@MainActor
public final class UIScreen {
    /// The screen object representing the device's screen.
    public static let main = UIScreen()
    /// The bounding rectangle of the screen, measured in points.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// The natural scale factor associated with the screen.
    public var scale: CGFloat { 3 }
}

/// The type of interface that should be used on the current device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay, mac, vision
}

/// A representation of the current device (an iPhone).
@MainActor
public final class UIDevice {
    /// An object representing the current device.
    public static let current = UIDevice()
    /// The style of interface to use on the current device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The name of the operating system running on the device.
    public var systemName: String { "iOS" }
    /// The current version of the operating system.
    public var systemVersion: String { "18.0" }
    /// The model of the device.
    public var model: String { "iPhone" }
    /// The name of the device.
    public var name: String { "iPhone" }
}

/// The centralized point of control and coordination for apps running in iOS.
@MainActor
public final class UIApplication {
    /// The singleton app instance.
    public static let shared = UIApplication()
    /// The URL string you use to deep link to your app's custom settings in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    /// The URLs MiniUI was asked to open, in order.
    public private(set) var openedURLs: [URL] = []

    /// Attempts to open the resource at the specified URL: MiniUI records it.
    public func open(
        _ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Returns a Boolean value that indicates whether an app is available to handle a URL scheme.
    public func canOpenURL(_ url: URL) -> Bool { true }
}

extension UIApplication {
    /// Keys used to access values in the launch options dictionary passed to an app delegate.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app was launched by a remote notification.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched by a shortcut item.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys used to access values in the options dictionary when an app delegate opens a URL.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// A set of methods to manage shared behaviors for your app (UIKit's). UIKit's requirements are all optional
/// Objective-C methods, which Swift on Linux cannot declare: MiniUI's protocol asks for nothing, so a delegate
/// that implements `application(_:didFinishLaunchingWithOptions:)` and the like compiles, and MiniUI calls
/// none of them.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {}

/// An object that manages image data in your app (UIKit's): MiniUI keeps how it was made.
public final class UIImage: Sendable {
    let description: String

    init(description: String) { self.description = description }

    /// Creates an image object from the specified named asset.
    public convenience init?(named name: String) {
        self.init(description: "UIImage(named: \(String(reflecting: name)))")
    }

    /// Creates an image object that contains a system symbol image.
    public convenience init?(systemName name: String) {
        self.init(description: "UIImage(systemName: \(String(reflecting: name)))")
    }

    /// Initializes and returns the image object with the specified data.
    public convenience init?(data: Data) {
        self.init(description: "UIImage(data: \(data.count) bytes)")
    }

    /// The logical dimensions, in points, for the image: MiniUI has no pixels, so 100 by 100.
    public var size: CGSize { CGSize(width: 100, height: 100) }

    /// Returns a data object that contains the image in JPEG format: empty in MiniUI.
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data() }

    /// Returns a data object that contains the specified image in PNG format: empty in MiniUI.
    public func pngData() -> Data? { Data() }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    nonisolated public init(uiImage: UIImage) {
        self.init(described: "Image(uiImage: \(uiImage.description))")
    }
}
