import Foundation

// iOS 18's tab customization and placement: what a person may hide or reorder in an adaptable sidebar
// tab view, and where a tab goes. MiniUI draws no sidebar: each modifier is an annotation on the tab's
// content (`TabContent`) or on the tab view (`View`), and the tabs are listed as before.

/// The customization behavior of customizable tab view content.
public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String
    /// The automatic customization behavior.
    public static let automatic = TabCustomizationBehavior(name: ".automatic")
    /// The customization behavior isn't available.
    public static let disabled = TabCustomizationBehavior(name: ".disabled")
    /// The reorderable customization behavior.
    public static let reorderable = TabCustomizationBehavior(name: ".reorderable")
}

/// A placement for tabs in a tab view using the adaptable sidebar style.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The automatic placement.
    public static let automatic = AdaptableTabBarPlacement(name: ".automatic")
    /// The sidebar of a tab view.
    public static let sidebar = AdaptableTabBarPlacement(name: ".sidebar")
    /// The tab bar of a tab view.
    public static let tabBar = AdaptableTabBarPlacement(name: ".tabBar")
}

/// A place a tab can be shown in a tab view.
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// The automatic tab placement location.
    public static let automatic = TabPlacement(name: ".automatic")
    /// The pinned tab placement location.
    public static let pinned = TabPlacement(name: ".pinned")
    /// The sidebar tab placement location.
    public static let sidebarOnly = TabPlacement(name: ".sidebarOnly")
}

/// The customizations a person makes to an adaptable sidebar tab view. MiniUI keeps what the code sets;
/// no person customizes anything.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    var sectionOrders: [String: [String]] = [:]
    var visibilities: [String: String] = [:]

    /// Creates an empty tab sidebar customization.
    public init() {}

    /// The tab order of a section, identified by its customization identifier; `nil` when it has not
    /// been customized.
    public subscript(sectionID id: String) -> [String]? {
        sectionOrders[id]
    }

    /// Resets all tab sidebar visibilities back to the default, preserving the section customizations.
    public mutating func resetVisibility() {
        visibilities = [:]
    }

    /// Resets ordering back to the default for all sections, preserving the customized tab visibilities.
    public mutating func resetSectionOrder() {
        sectionOrders = [:]
    }

    /// Resets ordering back to the default for the section with `sectionID`.
    public mutating func resetSectionOrder(for sectionID: String) {
        sectionOrders[sectionID] = nil
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// Creates a property that can save and restore tab sidebar customizations.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// Creates a property that can save and restore tab sidebar customizations.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, value: wrappedValue)
    }
}

extension TabContent {
    /// Associates an identifier with the tab or section, for customization.
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: ".customizationID(\(String(reflecting: id)))")
    }

    /// Configures the customization behavior of customizable tab view content.
    nonisolated public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> {
        let arguments = [behavior.name] + placements.map(\.name)
        return _AnnotatedTabContent(
            base: self, annotation: ".customizationBehavior(\(arguments.joined(separator: ", ")))")
    }

    /// Configures the default visibility of a tab in customizable contexts.
    nonisolated public func defaultVisibility(
        _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> {
        let arguments = [".\(visibility)"] + placements.map(\.name)
        return _AnnotatedTabContent(
            base: self, annotation: ".defaultVisibility(\(arguments.joined(separator: ", ")))")
    }

    /// Hides the tab from the user, keeping its content's state. MiniUI still lists the tab.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: hidden ? ".hidden()" : "")
    }

    /// Sets where the tab is shown.
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: ".tabPlacement(\(placement.name))")
    }

    /// Adds custom actions to a tab section. MiniUI does not show them.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
        -> some TabContent<Self.TabValue>
    {
        _AnnotatedTabContent(base: self, annotation: ".sectionActions")
    }
}

extension View {
    /// Specifies the customizations to apply to the sidebar representation of the tab view.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        annotated(customization == nil ? ".tabViewCustomization(nil)" : ".tabViewCustomization")
    }

    /// Specifies the default placement for the tabs in a tab view using the adaptable sidebar style.
    nonisolated public func defaultAdaptableTabBarPlacement(
        _ defaultPlacement: AdaptableTabBarPlacement = .automatic
    ) -> some View {
        annotated(".defaultAdaptableTabBarPlacement(\(defaultPlacement.name))")
    }

    /// Adds a custom header to the sidebar of a tab view. MiniUI does not show it.
    nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        annotated(".tabViewSidebarHeader")
    }

    /// Adds a custom footer to the sidebar of a tab view. MiniUI does not show it.
    nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        annotated(".tabViewSidebarFooter")
    }

    /// Adds a custom bottom bar to the sidebar of a tab view. MiniUI does not show it.
    nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        annotated(".tabViewSidebarBottomBar")
    }
}

/// A placement for tabs in a tab view: where its tab bar is.
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    /// Bottom bar of a tab view.
    public static let bottomBar = TabBarPlacement(name: ".bottomBar")
    /// Tab view displaying as an ornament.
    public static let ornament = TabBarPlacement(name: ".ornament")
    /// Tab view displaying as an indicator that shows the position within the pages.
    public static let pageIndicator = TabBarPlacement(name: ".pageIndicator")
    /// The sidebar of a tab view.
    public static let sidebar = TabBarPlacement(name: ".sidebar")
    /// Top bar of a tab view.
    public static let topBar = TabBarPlacement(name: ".topBar")
}

private struct TabBarPlacementKey: EnvironmentKey {
    static let defaultValue: TabBarPlacement? = nil
}

private struct TabBarShowingSectionsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The current placement of the tab bar: `nil` (an undefined placement) in MiniUI, which sets it
    /// nowhere.
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether a tab view shows the expanded contents of a tab section: `false` in MiniUI.
    public internal(set) var isTabBarShowingSections: Bool {
        get { self[TabBarShowingSectionsKey.self] }
        set { self[TabBarShowingSectionsKey.self] = newValue }
    }
}
