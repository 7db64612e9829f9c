// A museum's audio guide: rotors over its rooms and exhibits, iOS 18's conditional accessibility modifiers,
// text that keeps its accessibility label, actions with view labels, and Dynamic Type.
import MiniUI

struct Exhibit: Identifiable, Hashable {
    let id: Int
    var title: String
    var room: String
    var isHighlight: Bool
    var transcript: String
}

struct ExhibitRow: View {
    let exhibit: Exhibit
    let isPlaying: Bool
    @ScaledMetric(relativeTo: .body) private var iconSize = 22.0

    var body: some View {
        HStack {
            Image(systemName: isPlaying ? "speaker.wave.2.fill" : "speaker")
                .frame(width: iconSize, height: iconSize)
                .accessibilityHidden(true, isEnabled: !isPlaying)
            Text(exhibit.title)
                .accessibilityHeading(.h3)
            Spacer()
            if exhibit.isHighlight {
                Image(systemName: "star.fill")
                    .accessibilityLabel("Highlight", isEnabled: true)
                    .accessibilityActivationPoint(.center, isEnabled: exhibit.isHighlight)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(Text(isPlaying ? "Playing" : "Paused"), isEnabled: isPlaying)
        .accessibilityHint("Plays the exhibit's recording", isEnabled: !isPlaying)
        .accessibilityInputLabels([exhibit.title, "Exhibit \(exhibit.id)"], isEnabled: true)
        .accessibilityIdentifier("exhibit-\(exhibit.id)", isEnabled: true)
    }
}

struct AudioGuide: View {
    @State private var exhibits = [
        Exhibit(id: 1, title: "Bronze Horse", room: "Hall A", isHighlight: true, transcript: "Cast around 1890."),
        Exhibit(id: 2, title: "Tide Clock", room: "Hall B", isHighlight: false, transcript: "Wound weekly."),
    ]
    @State private var playing: Int?
    @State private var volume = 5
    @AccessibilityFocusState(for: .voiceOver) private var transcriptFocused: Bool
    @AccessibilityFocusState(for: [.voiceOver, .switchControl]) private var focusedExhibit: Int?
    @Namespace private var guideNamespace
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
    @Environment(\.accessibilityLargeContentViewerEnabled) private var largeContentViewer
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityDimFlashingLights) private var dimFlashes
    @Environment(\.accessibilityPlayAnimatedImages) private var playsAnimatedImages
    @Environment(\.accessibilityAssistiveAccessEnabled) private var assistiveAccess

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(exhibits) { exhibit in
                        ExhibitRow(exhibit: exhibit, isPlaying: playing == exhibit.id)
                            .accessibilityRotorEntry(id: exhibit.id, in: guideNamespace)
                            .accessibilityFocused($focusedExhibit, equals: exhibit.id)
                            .accessibilityAction(action: { playing = exhibit.id }) {
                                Label("Play", systemImage: "play.fill")
                            }
                            .accessibilityActions {
                                Button("Skip ahead") { volume += 0 }
                                Button("Share") {}
                            }
                    }
                    Text(exhibits[0].transcript)
                        .accessibilityFocused($transcriptFocused)
                        .accessibilityRotor("Sentences", textRanges: sentenceRanges(in: exhibits[0].transcript))
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityRotor("Highlights") {
                ForEach(exhibits) { exhibit in
                    if exhibit.isHighlight {
                        AccessibilityRotorEntry(exhibit.title, id: exhibit.id, in: guideNamespace) {
                            focusedExhibit = exhibit.id
                        }
                    }
                }
            }
            .accessibilityRotor(.headings) {
                AccessibilityRotorEntry(Text("Hall A"), id: 1)
                AccessibilityRotorEntry("Hall B", id: 2, in: guideNamespace)
            }
            .accessibilityRotor(Text("Rooms"), entries: exhibits, entryID: \.id, entryLabel: \.room)
            .accessibilityRotor("Exhibits", entries: exhibits, entryLabel: \.title)
            .accessibilityScrollAction { edge in
                if edge == .bottom { playing = nil }
                AccessibilityNotification.LayoutChanged().post()
            }
            .onChange(of: playing) {
                AccessibilityNotification.ScreenChanged(playing).post()
            }
            .navigationTitle(Text("Guide").accessibilityLabel("Audio guide"))
            .toolbar {
                Text("Volume \(volume)")
                    .speechAdjustedPitch(0.2)
                    .speechAlwaysIncludesPunctuation()
                    .accessibilityLabel(content: { label in
                        label
                        Text(switchControl ? "Switch Control" : "")
                    })
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: volume += 1
                        case .decrement: volume -= 1
                        @unknown default: break
                        }
                    }
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .opacity(largeContentViewer || assistiveAccess || typeSize.isAccessibilitySize ? 1 : 0.95)
            .overlay {
                Image(systemName: dimFlashes || !playsAnimatedImages ? "pause.circle" : "waveform")
                    .accessibilityDirectTouch(options: [.silentOnTouch, .requiresActivation])
            }
        }
    }

    private func sentenceRanges(in text: String) -> [Range<String.Index>] {
        guard let end = text.firstIndex(of: ".") else { return [text.startIndex..<text.endIndex] }
        return [text.startIndex..<end]
    }
}

struct TranscriptSearch: View {
    let transcript: String

    var body: some View {
        Text(transcript)
            .accessibilityTextContentType(.narrative)
            .accessibilityRotor(.misspelledWords) {
                if let range = transcript.range(of: "weekly") {
                    AccessibilityRotorEntry("weekly", textRange: range)
                }
                AccessibilityRotorEntry(nil, textRange: transcript.startIndex..<transcript.endIndex)
            }
    }
}
