import MiniUI
import Testing

private struct Draft: Identifiable {
    let id: Int
    var title: String
}

private struct NoteBoard: View {
    @State private var isComposing = false
    @State private var editing: Draft?
    @State private var confirmClear = false
    @State private var notes = ["Buy oats"]
    @State private var dismissals = 0

    var body: some View {
        VStack {
            ForEach(notes, id: \.self) { Text($0) }
            Button("Compose") { isComposing = true }
            Button("Edit first") { editing = Draft(id: 0, title: notes[0]) }
            Button("Clear") { confirmClear = true }
            Text("dismissed \(dismissals)")
        }
        .sheet(isPresented: $isComposing, onDismiss: { dismissals += 1 }) {
            Composer { notes.append($0) }
        }
        .sheet(item: $editing) { draft in
            Text("Editing \(draft.title)")
        }
        .alert("Clear all notes?", isPresented: $confirmClear) {
            Button("Clear", role: .destructive) { notes.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct Composer: View {
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        Form {
            TextField("Note", text: $text)
            Button("Save") {
                save(text)
                dismiss()
            }
        }
    }
}

@MainActor
@Suite("Presentation")
struct PresentationTests {
    @Test("a sheet shows while its binding is true; dismiss closes it and runs onDismiss")
    func sheetIsPresented() {
        let host = ViewHost(NoteBoard())
        #expect(!host.screen.contains("sheet"))
        host.tap("Compose")
        host.enter("Call plumber", into: "Note")
        host.tap("Save")
        #expect(!host.screen.contains("sheet"))
        #expect(host.texts.contains("Call plumber"))
        #expect(host.texts.contains("dismissed 1"))
    }

    @Test("a sheet for an item shows that item; the host dismisses it like a swipe")
    func sheetItem() {
        let host = ViewHost(NoteBoard())
        host.tap("Edit first")
        #expect(host.texts.contains("Editing Buy oats"))
        host.dismiss()
        #expect(!host.texts.contains("Editing Buy oats"))
    }

    @Test("an alert shows its title, actions and message; an action runs, then dismisses")
    func alert() {
        let host = ViewHost(NoteBoard())
        host.tap("Clear")
        #expect(host.screen.contains("alert(\"Clear all notes?\")"))
        #expect(host.screen.contains("Button(\"Clear\", role: .destructive)"))
        #expect(host.texts.contains("This cannot be undone."))
        let buttons = host.screen.split(separator: "\n").filter { $0.contains("Button(\"Clear\"") }
        #expect(buttons.count == 2)
        host.tap("Cancel")
        #expect(!host.screen.contains("alert"), "\(host.screen)")
        #expect(host.texts.contains("Buy oats"))
    }
}

private struct OldGreeter: View {
    @State private var asks = false
    @State private var answer = "none"

    var body: some View {
        NavigationView {
            VStack {
                Button("Ask") { asks = true }
                Text("answer: \(answer)")
                NavigationLink("More", destination: Text("More details"))
            }
            .alert(isPresented: $asks) {
                Alert(
                    title: Text("Proceed?"), primaryButton: .default(Text("Yes")) { answer = "yes" },
                    secondaryButton: .cancel())
            }
        }
    }
}

@MainActor
@Suite("Older presentation API")
struct LegacyPresentationTests {
    @Test("the struct-based Alert presents and dismisses like the new one; NavigationView pushes")
    func legacyAlertAndNavigationView() {
        let host = ViewHost(OldGreeter())
        #expect(host.screen.hasPrefix("NavigationView"))
        host.tap("Ask")
        #expect(host.screen.contains("alert(\"Proceed?\")"))
        host.tap("Yes")
        #expect(host.texts.contains("answer: yes"))
        #expect(!host.screen.contains("alert("))
        host.tap("More")
        #expect(host.texts == ["More details"])
    }
}

private struct LegacySheetHost: View {
    @State private var shows = false

    var body: some View {
        Button("Open") { shows = true }
            .sheet(isPresented: $shows) { LegacySheet() }
    }
}

private struct LegacySheet: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

@MainActor
@Suite("Older dismissal")
struct LegacyDismissTests {
    @Test("presentationMode.wrappedValue.dismiss() closes the sheet")
    func presentationMode() {
        let host = ViewHost(LegacySheetHost())
        host.tap("Open")
        #expect(host.screen.contains("sheet"))
        host.tap("Close")
        #expect(!host.screen.contains("sheet"))
    }
}
