import Foundation
import MiniUI
import Observation

// A large everyday screen, deliberately written in one body with deep builders, ternaries between
// colors, font chains and shape backgrounds: the shapes that made MiniUI's overloads slow to
// type-check. FidelitySuiteTests also type-checks this file with a low solver scope limit, so a new
// overload that makes the type checker explore many more solutions fails, whatever the machine.

enum Grade: String, CaseIterable, Identifiable {
    case easy = "4"
    case moderate = "5c"
    case hard = "6b"
    case project = "7a"
    var id: Self { self }
}

struct Route: Identifiable, Hashable {
    let id: Int
    var name: String
    var grade: Grade
    var attempts: Int
    var isSent: Bool
    var wall: String
}

@Observable final class GymLog {
    var routes: [Route] = [
        Route(id: 1, name: "Crimp Street", grade: .moderate, attempts: 3, isSent: true, wall: "Cave"),
        Route(id: 2, name: "Blue Arete", grade: .hard, attempts: 6, isSent: false, wall: "Slab"),
        Route(id: 3, name: "Warm-up Ladder", grade: .easy, attempts: 1, isSent: true, wall: "Cave"),
    ]
    var sessionMinutes = 0.0
    var goalMinutes = 90.0
    var note: String = ""
    var chalkLeft: Double? = 0.6
}

struct ClimbingSessionScreen: View {
    @State private var log = GymLog()
    @State private var filter: Grade?
    @State private var query = ""
    @State private var isSearching = false
    @State private var pendingDelete: Route?
    @State private var showsDeleteDialog = false
    @State private var showsSummary = false
    @State private var showsColors = false
    @State private var wallColor = Color.orange
    @State private var page = 0
    @State private var scope = "All"
    @Namespace private var badges

    private var sentCount: Int { log.routes.filter(\.isSent).count }
    private var visible: [Route] {
        log.routes.filter { filter == nil || $0.grade == filter }
            .filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack(alignment: .firstTextBaseline) {
                            Text("\(sentCount) of \(log.routes.count) sent")
                                .font(.title2.bold().monospacedDigit())
                                .contentTransition(.numericText())
                            Spacer()
                            Text(log.sessionMinutes / 60, format: .number.precision(.fractionLength(1)))
                                .font(.caption.monospacedDigit())
                                .foregroundStyle(log.sessionMinutes > log.goalMinutes ? Color.red : Color.secondary)
                        }
                        Gauge(value: min(log.sessionMinutes, log.goalMinutes), in: 0...log.goalMinutes) {
                            Text("Session")
                        } currentValueLabel: {
                            Text("\(Int(log.sessionMinutes)) min")
                        }
                        .tint(log.sessionMinutes > log.goalMinutes ? .red : .green)
                        ProgressView(value: Double(sentCount), total: Double(max(log.routes.count, 1)))
                            .progressViewStyle(.linear)
                    }
                    .padding(12)
                    .background(
                        sentCount == log.routes.count ? Color.green.opacity(0.15) : Color.gray.opacity(0.1),
                        in: RoundedRectangle(cornerRadius: 12))
                }
                Section("Grades") {
                    ScrollView(.horizontal) {
                        HStack(spacing: 6) {
                            ForEach(Grade.allCases) { grade in
                                Button {
                                    withAnimation(.snappy) { filter = filter == grade ? nil : grade }
                                } label: {
                                    Text(grade.rawValue)
                                        .font(.subheadline.weight(filter == grade ? .bold : .regular))
                                        .padding(.horizontal, 12)
                                        .padding(.vertical, 6)
                                        .background {
                                            if filter == grade {
                                                Capsule()
                                                    .fill(Color.accentColor.opacity(0.2))
                                                    .matchedGeometryEffect(id: "grade", in: badges)
                                            }
                                        }
                                        .overlay(
                                            Capsule().stroke(filter == grade ? Color.accentColor : .gray.opacity(0.3)))
                                }
                                .buttonStyle(.plain)
                                .sensoryFeedback(.selection, trigger: filter)
                            }
                        }
                    }
                    .scrollIndicators(.hidden)
                }
                Section {
                    ForEach(visible) { route in
                        HStack(spacing: 12) {
                            Image(systemName: route.isSent ? "checkmark.seal.fill" : "circle.dashed")
                                .symbolRenderingMode(.hierarchical)
                                .foregroundStyle(route.isSent ? Color.green : Color.orange)
                                .imageScale(.large)
                                .symbolEffect(.bounce, value: route.isSent)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(route.name)
                                    .font(.headline)
                                    .strikethrough(route.attempts > 5 && !route.isSent, color: .red)
                                    .lineLimit(1)
                                Text("\(route.wall) · \(route.attempts) attempts")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(route.grade.rawValue)
                                .font(.system(.callout, design: .rounded).weight(.semibold))
                                .padding(6)
                                .background(
                                    route.grade == .project ? Color.purple.opacity(0.2) : Color.blue.opacity(0.12),
                                    in: Circle())
                        }
                        .swipeActions(edge: .trailing) {
                            Button("Delete", role: .destructive) {
                                pendingDelete = route
                                showsDeleteDialog = true
                            }
                        }
                        .contextMenu {
                            ShareLink(item: "I sent \(route.name) (\(route.grade.rawValue))")
                        }
                    }
                } header: {
                    Text("Routes")
                } footer: {
                    Text("Swipe a route to delete it.")
                }
                Section("Notes") {
                    TextField("How did it go?", text: $log.note, axis: .vertical)
                        .lineLimit(2...5)
                    TextField("Chalk left", value: $log.chalkLeft, format: .percent)
                    ColorPicker("Wall colour", selection: $wallColor)
                    Toggle("Show colours", isOn: $showsColors.animation())
                    if showsColors {
                        GroupBox("Today's walls") {
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
                                ForEach(0..<6) { index in
                                    RoundedRectangle(cornerRadius: 8)
                                        .fill(index == 0 ? wallColor.gradient : Color.gray.gradient)
                                        .frame(height: 44)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .listRowSpacing(4)
            .searchable(text: $query, isPresented: $isSearching, placement: .navigationBarDrawer(displayMode: .always))
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Cave").tag("Cave")
            }
            .navigationTitle("Session")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Summary", systemImage: "chart.bar") { showsSummary = true }
                        .keyboardShortcut("s", modifiers: .command)
                }
            }
            .confirmationDialog(
                "Delete route?", isPresented: $showsDeleteDialog, titleVisibility: .visible, presenting: pendingDelete
            ) { route in
                Button("Delete \(route.name)", role: .destructive) {
                    log.routes.removeAll { $0.id == route.id }
                }
            } message: { route in
                Text("\(route.attempts) attempts will be lost.")
            }
            .sheet(isPresented: $showsSummary) {
                TabView(selection: $page) {
                    ForEach(Array(log.routes.enumerated()), id: \.element.id) { offset, route in
                        VStack {
                            Text(route.name).font(.largeTitle.bold())
                            TimelineView(.everyMinute) { context in
                                Text(context.date, style: .time)
                                    .font(.footnote.monospacedDigit())
                            }
                        }
                        .tag(offset)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .presentationDetents([.medium, .large])
                .presentationBackground(.thinMaterial)
            }
        }
    }
}

struct TickToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct SentToggle: View {
    @Binding var route: Route

    var body: some View {
        Toggle(route.name, isOn: $route.isSent)
            .toggleStyle(TickToggleStyle())
            .alert("Sent!", isPresented: .constant(false), presenting: route) { route in
                Button("Nice") {}
            } message: { route in
                Text("\(route.name) in \(route.attempts) attempts")
            }
    }
}
