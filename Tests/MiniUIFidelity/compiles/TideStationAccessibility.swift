// A tide station's readings: the accessibility symbols added from iOS 18's documentation (localized
// values and hints, named actions, headings, custom content, representations and children, accessibility
// focus, large content, linked groups and labelled pairs, text content types, speech settings and
// announcements).
import MiniUI

struct TideReading: View {
    @AccessibilityFocusState private var readingFocused: Bool
    @AccessibilityFocusState private var focusedGauge: String?
    @Namespace private var station
    let metres: Double

    var body: some View {
        VStack {
            Text("High water")
                .accessibilityHeading(.h1)
                .accessibilityLabeledPair(role: .label, id: "height", in: station)
            Text("\(metres, specifier: "%.1f") m")
                .accessibilityValue("rising")
                .accessibilityHint("Updated every ten minutes")
                .accessibilityCustomContent("Datum", Text("Chart datum"))
                .accessibilityCustomContent(AccessibilityCustomContentKey(Text("Trend"), id: "trend"), "rising")
                .accessibilityCustomContent(
                    AccessibilityCustomContentKey("Source"), Text("Harbour gauge"), importance: .high
                )
                .accessibilityFocused($readingFocused)
                .accessibilityLabeledPair(role: .content, id: "height", in: station)
                .accessibilityInputLabels(["Tide", "Water level"] as [LocalizedStringKey])
                .accessibilityAction(named: Text("Refresh")) {}
                .accessibilityAction(named: "Share" as String) {}
            Gauge(value: metres, in: 0...8) {
                Text("Height")
            }
            .accessibilityRepresentation {
                Slider(value: .constant(metres), in: 0...8)
            }
            .accessibilityFocused($focusedGauge, equals: "height")
            HStack {
                Image(systemName: "water.waves")
                Text("Spring tide")
            }
            .accessibilityChildren {
                Text("Spring tide expected")
            }
            .accessibilityShowsLargeContentViewer()
            .accessibilityLinkedGroup(id: "tides", in: station)
            Button("Announce") {
                readingFocused = true
                AccessibilityNotification.Announcement("High water at \(metres) metres").post()
            }
            .accessibilityShowsLargeContentViewer {
                Label("Announce", systemImage: "speaker.wave.2")
            }
            .accessibilityRespondsToUserInteraction()
            Text("LAT-2027-03")
                .accessibilityTextContentType(.sourceCode)
                .speechSpellsOutCharacters()
                .speechAlwaysIncludesPunctuation()
                .speechAdjustedPitch(0.2)
                .speechAnnouncementsQueued(false)
                .accessibilityIgnoresInvertColors()
                .accessibilityActivationPoint(UnitPoint.center)
        }
    }
}
