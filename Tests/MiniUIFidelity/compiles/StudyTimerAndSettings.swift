import Foundation
import MiniUI

// A study timer and its settings screen, in the shapes of iOS 17 apps: a timer publisher feeding
// onReceive, a timeline view, group boxes, a color picker, a share link, a popover, symbol effects,
// keyboard shortcuts, sensory feedback, form and button styles, and the search environment.

struct StudyTimerScreen: View {
    @State private var secondsLeft = 25 * 60
    @State private var isRunning = false
    @State private var finishedRounds = 0
    @State private var showsTips = false
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60))
                .font(.system(size: 64, weight: .thin, design: .rounded).monospacedDigit())
                .contentTransition(.numericText(countsDown: true))
            TimelineView(.periodic(from: .now, by: 60)) { context in
                Text("Now \(context.date.formatted(date: .omitted, time: .shortened))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            HStack {
                Button(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
                .keyboardShortcut(.space, modifiers: [])
                .sensoryFeedback(.start, trigger: isRunning)
                Button("Tips", systemImage: "lightbulb") { showsTips = true }
                    .labelStyle(.iconOnly)
                    .symbolEffect(.pulse, isActive: !isRunning)
                    .popover(isPresented: $showsTips, arrowEdge: .bottom) {
                        Text("Put the phone face down.")
                            .padding()
                            .presentationCompactAdaptation(.popover)
                    }
            }
            Image(systemName: "checkmark.circle")
                .symbolVariant(.fill)
                .symbolEffect(.bounce, value: finishedRounds)
                .help("Rounds finished today")
        }
        .onReceive(ticker) { _ in
            guard isRunning, secondsLeft > 0 else { return }
            secondsLeft -= 1
            if secondsLeft == 0 { finishedRounds += 1 }
        }
        .statusBarHidden(isRunning)
    }
}

struct StudySettingsScreen: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.calendar) private var calendar
    @State private var accent = Color.indigo
    @State private var roundMinutes = 25.0
    @State private var subjects = ["Algebra", "History", "Chemistry"]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            Form {
                GroupBox {
                    Slider(value: $roundMinutes, in: 5...60, step: 5) {
                        Text("Round")
                    }
                    Text("\(Int(roundMinutes)) minutes")
                        .textSelection(.enabled)
                } label: {
                    Label("Rounds", systemImage: "timer")
                }
                ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                Section("Subjects") {
                    ForEach(subjects.filter { query.isEmpty || $0.contains(query) }, id: \.self) { subject in
                        Text(subject)
                    }
                }
                .headerProminence(.increased)
                ShareLink(
                    item: URL(string: "https://example.org/study-plan")!,
                    subject: Text("My study plan"),
                    message: Text("Rounds of \(Int(roundMinutes)) minutes")
                ) {
                    Label("Share plan", systemImage: "square.and.arrow.up")
                }
                if isSearching {
                    Button("Done searching") { dismissSearch() }
                }
                Text("Week \(calendar.component(.weekOfYear, from: .now))")
            }
            .formStyle(.grouped)
            .scrollDismissesKeyboard(.interactively)
            .searchable(text: $query, prompt: "Subjects")
            .navigationTitle("Settings")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
        .tint(accent)
    }
}
