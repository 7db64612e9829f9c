// An observatory's open night: the environment symbols audited against iOS 18's documentation (the values a
// screen reads, keys of your own and `@Entry`, setting and transforming a value, container values, an
// observable object in the environment, and a dynamic property of your own that reads the environment).
import Foundation
import MiniUI

@Observable
final class SkyConditions {
    var cloudCover = 0.2
    var seeingIsGood = true
}

private struct TelescopeNameKey: EnvironmentKey {
    static let defaultValue = "Refractor"
}

extension EnvironmentValues {
    var telescopeName: String {
        get { self[TelescopeNameKey.self] }
        set { self[TelescopeNameKey.self] = newValue }
    }

    @Entry var eyepieceMillimetres: Double = 25
    @Entry var guideName: String?
}

extension ContainerValues {
    @Entry var isVisibleTonight: Bool = false
    @Entry var magnitude: Double = 6
}

/// A dynamic property of the observatory's own: it reads the environment and keeps a count in state.
struct DarkAdaptation: DynamicProperty {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @State private var minutesInTheDark = 0

    var isAdapted: Bool { colorScheme == .dark || isLuminanceReduced || minutesInTheDark > 20 }

    mutating func update() {}
}

struct TargetCard: View {
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.truncationMode) private var truncationMode
    @Environment(\.allowsTightening) private var allowsTightening
    @Environment(\.minimumScaleFactor) private var minimumScaleFactor
    @Environment(\.textCase) private var textCase
    @Environment(\.lineSpacing) private var lineSpacing
    @Environment(\.symbolRenderingMode) private var symbolRenderingMode
    @Environment(\.imageScale) private var imageScale
    @Environment(\.controlSize) private var controlSize
    @Environment(\.backgroundMaterial) private var backgroundMaterial
    @Environment(\.backgroundStyle) private var backgroundStyle
    @Environment(\.backgroundProminence) private var backgroundProminence
    @Environment(\.headerProminence) private var headerProminence
    @Environment(\.isSceneCaptured) private var isSceneCaptured
    @Environment(\.keyboardShortcut) private var keyboardShortcut
    @Environment(\.textSelectionAffinity) private var selectionAffinity
    @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
    @Environment(\.disableAutocorrection) private var disableAutocorrection
    @Environment(\.menuOrder) private var menuOrder
    @Environment(\.buttonRepeatBehavior) private var buttonRepeatBehavior
    @Environment(\.telescopeName) private var telescopeName
    @Environment(\.eyepieceMillimetres) private var eyepiece
    @Environment(\.guideName) private var guideName
    let target: String

    var body: some View {
        VStack(alignment: layoutDirection == .leftToRight ? .leading : .trailing) {
            Text(redactionReasons.contains(.placeholder) ? "…" : target)
                .font(font ?? .headline)
                .lineLimit(lineLimit ?? 2)
                .multilineTextAlignment(alignment)
                .truncationMode(truncationMode)
                .allowsTightening(allowsTightening)
                .minimumScaleFactor(minimumScaleFactor)
                .textCase(textCase)
                .lineSpacing(lineSpacing)
            Image(systemName: "moon.stars")
                .symbolRenderingMode(symbolRenderingMode ?? .monochrome)
                .imageScale(imageScale)
            Text("\(telescopeName), \(eyepiece) mm, guided by \(guideName ?? "nobody")")
            Text(dynamicTypeSize.isAccessibilitySize ? "Large type" : "Regular type")
            Text(horizontalSizeClass == .regular && verticalSizeClass == .regular ? "Wide" : "Narrow")
            Text("Scale \(displayScale), \(locale.identifier), \(timeZone.identifier), \(calendar.identifier)")
            Text(controlSize == .large ? "Large controls" : "Controls")
            Text(backgroundMaterial == nil && backgroundStyle == nil ? "Plain" : "Styled")
            Text(backgroundProminence == .increased || headerProminence == .increased ? "Prominent" : "Standard")
            Text(isSceneCaptured || keyboardShortcut != nil ? "Shared" : "Private")
            Text(selectionAffinity == .upstream ? "Upstream" : "Automatic")
            Text(autocorrectionDisabled || disableAutocorrection == true ? "No autocorrection" : "Autocorrection")
            Text(menuOrder == .fixed && buttonRepeatBehavior == .enabled ? "Fixed, repeating" : "Automatic")
        }
    }
}

struct ObservingRota: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.openWindow) private var openWindow
    @Environment(\.editMode) private var editMode
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.refresh) private var refresh
    @Environment(\.isPresented) private var isPresented
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(SkyConditions.self) private var sky
    @Environment(SkyConditions.self) private var maybeSky: SkyConditions?
    private var darkAdaptation = DarkAdaptation()
    @State private var volunteers = ["Asha", "Bruno"]

    var body: some View {
        List {
            ForEach(volunteers, id: \.self) { Text($0) }
            Text(darkAdaptation.isAdapted ? "Eyes adapted" : "Still adapting")
            Text(sky.seeingIsGood && maybeSky != nil ? "Good seeing" : "Poor seeing")
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
            Text(isSearching || isFocused || refresh != nil ? "Busy" : "Idle")
            Text(scenePhase == .active && isEnabled && isPresented ? "Live" : "Paused")
            Text(colorScheme == .dark ? "Night mode" : "Day mode")
            Button("Chart") { openURL(URL(string: "https://example.org/chart")!) }
            Button("Logbook") { openWindow(id: "logbook") }
            Button("Stop searching") { dismissSearch() }
            Button("Done") { dismiss() }
        }
        .searchable(text: .constant(""))
    }
}

struct OpenNightScreen: View {
    @State private var sky = SkyConditions()

    var body: some View {
        NavigationStack {
            VStack {
                TargetCard(target: "Andromeda")
                    .containerValue(\.isVisibleTonight, true)
                    .containerValue(\.magnitude, 3.4)
                TargetCard(target: "Orion Nebula")
                    .redacted(reason: .placeholder)
                    .environment(\.redactionReasons, .placeholder)
                    .environment(\.textCase, .uppercase)
                    .environment(\.backgroundProminence, .increased)
                ObservingRota()
            }
            .environment(\.telescopeName, "Dobsonian")
            .environment(\.guideName, "Marta")
            .transformEnvironment(\.eyepieceMillimetres) { $0 *= 0.5 }
            .transformEnvironment(\.font) { font in
                if font == nil { font = .body }
            }
            .environment(\.isLuminanceReduced, true)
            .environment(\.minimumScaleFactor, 0.8)
            .environment(\.menuOrder, .fixed)
            .environment(\.autocorrectionDisabled, true)
            .environment(sky)
        }
    }
}
