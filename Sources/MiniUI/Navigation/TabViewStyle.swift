import Foundation

extension View {
    /// Sets the style for the tab view within the current environment.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        annotated(".tabViewStyle(\(style._name))")
    }

    /// Sets the style for the index view within the current environment.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        annotated(".indexViewStyle(\(style._name))")
    }
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle: Sendable {
    /// How the renderer names the style: `.page`.
    var _name: String { get }
}

/// The default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: ".automatic")
        public static let always = IndexDisplayMode(name: ".always")
        public static let never = IndexDisplayMode(name: ".never")
    }

    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
    public var _name: String {
        indexDisplayMode.name == ".automatic" ? ".page" : ".page(indexDisplayMode: \(indexDisplayMode.name))"
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// Defines the implementation of all index views within a view hierarchy.
public protocol IndexViewStyle: Sendable {
    /// How the renderer names the style.
    var _name: String { get }
}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for an index view.
    public struct BackgroundDisplayMode: Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: ".automatic")
        public static let interactive = BackgroundDisplayMode(name: ".interactive")
        public static let always = BackgroundDisplayMode(name: ".always")
        public static let never = BackgroundDisplayMode(name: ".never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
    public var _name: String { ".page(backgroundDisplayMode: \(backgroundDisplayMode.name))" }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// A tab view style that displays a tab bar when possible and a sidebar otherwise.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".sidebarAdaptable" }
}

/// A tab view style that displays a tab bar when possible.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".tabBarOnly" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab view style that displays a tab bar when possible and a sidebar otherwise.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar when possible.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
