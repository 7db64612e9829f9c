// A meeting timer in the style of Apple's sample apps: bindings into arrays of structs, custom label
// styles, accessibility, scene phase, previews and split views.
import MiniUI

struct Speaker: Identifiable, Equatable {
    let id = UUID()
    var name: String
}

struct Meeting: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var speakers: [Speaker]
    var minutes: Double
    var accent: Color
}

struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconStyle {
    static var trailingIcon: Self { Self() }
}

struct MeetingCard: View {
    let meeting: Meeting

    var body: some View {
        VStack(alignment: .leading) {
            Text(meeting.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(meeting.speakers.count)", systemImage: "person.3")
                    .accessibilityLabel("\(meeting.speakers.count) speakers")
                Spacer()
                Label("\(Int(meeting.minutes))", systemImage: "clock")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundStyle(meeting.accent)
    }
}

struct MeetingEditor: View {
    @Binding var meeting: Meeting
    @State private var newSpeaker = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting info")) {
                TextField("Title", text: $meeting.title)
                HStack {
                    Slider(value: $meeting.minutes, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    .accessibilityValue("\(Int(meeting.minutes)) minutes")
                    Spacer()
                    Text("\(Int(meeting.minutes)) minutes")
                        .accessibilityHidden(true)
                }
            }
            Section(header: Text("Speakers")) {
                ForEach($meeting.speakers) { $speaker in
                    TextField("Name", text: $speaker.name)
                }
                .onDelete { indices in
                    meeting.speakers.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New speaker", text: $newSpeaker)
                    Button(action: {
                        withAnimation {
                            meeting.speakers.append(Speaker(name: newSpeaker))
                            newSpeaker = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add speaker")
                    }
                    .disabled(newSpeaker.isEmpty)
                }
            }
        }
    }
}

struct MeetingsScreen: View {
    @Binding var meetings: [Meeting]
    @Environment(\.scenePhase) private var scenePhase
    @State private var isPresentingNew = false
    @State private var draft = Meeting(title: "", speakers: [], minutes: 5, accent: .teal)
    let saveAction: () -> Void

    var body: some View {
        NavigationSplitView {
            List($meetings) { $meeting in
                NavigationLink(destination: MeetingEditor(meeting: $meeting)) {
                    MeetingCard(meeting: meeting)
                }
                .listRowBackground(meeting.accent)
            }
            .navigationTitle("Meetings")
            .toolbar {
                Button(action: { isPresentingNew = true }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New meeting")
            }
        } detail: {
            Text("Pick a meeting")
        }
        .sheet(isPresented: $isPresentingNew) {
            NavigationStack {
                MeetingEditor(meeting: $draft)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Dismiss") { isPresentingNew = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {
                                meetings.append(draft)
                                isPresentingNew = false
                            }
                        }
                    }
            }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .inactive { saveAction() }
        }
        .onDisappear { saveAction() }
    }
}

struct TimerRing: View {
    let progress: Double

    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 24)
            .overlay {
                Text("\(Int(progress * 100))%")
            }
            .accessibilityElement(children: .combine)
    }
}

struct MeetingCard_Previews: PreviewProvider {
    static var previews: some View {
        MeetingCard(meeting: Meeting(title: "Design review", speakers: [], minutes: 10, accent: .yellow))
            .previewDisplayName("Card")
    }
}
