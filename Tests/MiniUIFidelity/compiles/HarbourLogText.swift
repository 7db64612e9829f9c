// A harbour master's log: the text input and output symbols audited against iOS 18's documentation
// (text editor styles, text selection, find and replace, submit scopes, typesetting, formatter texts,
// images inside texts, styled texts that still concatenate, a label style that draws the label it is given).
import Foundation
import MiniUI

struct MooringNote: Identifiable {
    let id = UUID()
    var berth: String
    var remarks: String
}

struct BerthLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            Label(configuration)
                .labelStyle(.titleOnly)
        }
    }
}

struct HarbourLogEditor: View {
    @State private var note = MooringNote(berth: "C4", remarks: "Fenders on the port side.")
    @State private var vesselName = ""
    @State private var nameSelection: TextSelection?
    @State private var remarksSelection: TextSelection? = nil
    @State private var searchingRemarks = false
    @State private var arrival = Date(timeIntervalSince1970: 1_800_000_000)

    private let arrivalFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter
    }()

    private var tideLine: Text {
        let state = Text("Tide ").bold(true) + Text("rising").italic(false)
        let height = Text(" 1.8 m").monospacedDigit().fontDesign(.rounded).fontWidth(.condensed)
        let note = Text(" (estimate)").underline(pattern: .dot).strikethrough(false, pattern: .dash)
        return state + height + note + Text(" low water 14:05").monospaced().textScale(.secondary)
    }

    var body: some View {
        Form {
            Section("Vessel") {
                TextField("Vessel name", text: $vesselName, selection: $nameSelection)
                TextField(
                    "Call sign", text: $vesselName, selection: $nameSelection, prompt: Text("e.g. MXYZ4"),
                    axis: .vertical
                )
                TextField(text: $note.berth, selection: $nameSelection) {
                    Text("Berth")
                }
                .submitScope()
                .textSelectionAffinity(.downstream)
            }
            Section("Remarks") {
                TextEditor(text: $note.remarks, selection: $remarksSelection)
                    .textEditorStyle(.plain)
                    .findNavigator(isPresented: $searchingRemarks)
                    .findDisabled(false)
                    .replaceDisabled()
                    .writingToolsBehavior(.limited)
                TextEditor(text: $note.remarks)
                    .textEditorStyle(AutomaticTextEditorStyle())
                Button("Jump to start") {
                    remarksSelection = TextSelection(insertionPoint: note.remarks.startIndex)
                }
                if let selection = remarksSelection, !selection.isInsertion {
                    switch selection.indices {
                    case .selection(let range):
                        Text(note.remarks[range])
                    case .multiSelection:
                        Text("Several passages")
                    }
                }
            }
            Section("Arrival") {
                Text(arrival as NSDate, formatter: arrivalFormatter)
                Text(arrival, formatter: arrivalFormatter)
                Text(Image(systemName: "ferry")) + Text(" berthed at \(note.berth)")
                tideLine
                Text("Kaiun-maru")
                    .typesettingLanguage(Locale.Language(identifier: "ja"))
                Image(systemName: "arrow.forward")
                    .flipsForRightToLeftLayoutDirection(true)
                    .typesettingLanguage(.init(identifier: "en"), isEnabled: false)
                Label("Berth \(note.berth)", systemImage: "mappin")
                    .labelStyle(BerthLabelStyle())
            }
        }
        .textEditorStyle(.automatic)
    }
}
