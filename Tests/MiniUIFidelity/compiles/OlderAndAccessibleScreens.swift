// Screens in older and accessibility-minded styles: error alerts, an action sheet, a labelled control
// group, the older group box, a custom URL handler, and rows that cannot be deleted or moved.
import MiniUI

struct SyncError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
    var failureReason: String? { "The workshop server did not answer." }
}

struct SyncScreen: View {
    @State private var bikes = ["Demo bike", "Gravel 54", "Cargo trike"]
    @State private var failure: SyncError?
    @State private var showsFailure = false
    @State private var showsActions = false
    @State private var reminderDays = 3
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            ForEach(bikes, id: \.self) { bike in
                Text(bike)
                    .deleteDisabled(bike == "Demo bike")
                    .moveDisabled(bike == "Demo bike")
                    .accessibilityRemoveTraits(.isButton)
                    .accessibilitySortPriority(bike == "Demo bike" ? 1 : 0)
            }
            .onDelete { bikes.remove(atOffsets: $0) }
            Picker(selection: $reminderDays, label: Text("Remind after")) {
                Text("3 days").tag(3)
                Text("1 week").tag(7)
            }
            GroupBox(label: Label("Sync", systemImage: "arrow.triangle.2.circlepath")) {
                Text("Last synced an hour ago")
            }
            ControlGroup("Sync", systemImage: "arrow.clockwise") {
                Button("Now") { showsFailure = true }
                Button("Later") {}
            }
            Button("More") { showsActions = true }
                .accessibilityInputLabels(["More actions", "Options"])
            Button("Help") {
                openURL(URL(string: "https://example.org/workshop/help")!)
            }
        }
        .alert(isPresented: $showsFailure, error: failure) { _ in
            Button("Retry") {}
        } message: { error in
            Text(error.failureReason ?? "")
        }
        .actionSheet(isPresented: $showsActions) {
            ActionSheet(
                title: Text("Sync"), message: Text("Choose what to sync"),
                buttons: [.default(Text("Bikes")), .destructive(Text("Reset")), .cancel()])
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}
