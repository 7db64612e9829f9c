// A mountain hut booking app's entry point: an app delegate, window groups with identifiers and titles,
// a window that presents a booking with a default, a scene guarded by an availability check, the scene's
// phase, background refreshes, opening links, external events and a shared defaults store.
import MiniUI

final class HutAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launchedFromLink = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launchedFromLink = launchOptions?[.url] != nil
        return true
    }
}

@MainActor
final class HutAvailability {
    static let shared = HutAvailability()
    var freeBeds: [String: Int] = [:]
    func refresh() async { freeBeds["Col Hut"] = 12 }
}

struct Booking: Codable, Hashable {
    var hut: String
    var nights: Int
}

@main
struct MountainHutApp: App {
    @UIApplicationDelegateAdaptor(HutAppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    private let sharedDefaults = UserDefaults(suiteName: "huts.shared") ?? .standard

    var body: some Scene {
        WindowGroup {
            HutList()
                .environmentObject(appDelegate)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .inactive { sharedDefaults.set(Date.now, forKey: "lastSeen") }
        }
        .defaultAppStorage(sharedDefaults)
        .handlesExternalEvents(matching: ["hut"])
        .backgroundTask(.appRefresh("hut.availability")) {
            await HutAvailability.shared.refresh()
        }
        .backgroundTask(.urlSession) { identifier in
            print("Finished downloads for \(identifier)")
        }
        .backgroundTask(.urlSession("hut.photos")) {}

        WindowGroup(Text("Trail map"), id: "trail-map") {
            Text("Ridge route")
        }

        WindowGroup("Weather", id: "weather") {
            Text("Clear above 2000 m")
        }

        WindowGroup("Booking", id: "booking", for: Booking.self) { $booking in
            BookingEditor(booking: $booking)
        } defaultValue: {
            Booking(hut: "Col Hut", nights: 1)
        }

        WindowGroup(for: Booking.self) { $booking in
            Text("\(booking.hut): \(booking.nights) nights")
        } defaultValue: {
            Booking(hut: "Lake Hut", nights: 2)
        }

        if #available(iOS 17, *) {
            WindowGroup(id: "rescue") {
                Text("Mountain rescue: 112")
            }
        }
    }
}

struct HutList: View {
    @EnvironmentObject private var delegate: HutAppDelegate
    @Environment(\.openURL) private var openURL
    @State private var openedHut: String?

    var body: some View {
        List {
            Text(delegate.launchedFromLink ? "Opened from a link" : "Huts")
            Button("Avalanche bulletin") {
                if let url = URL(string: "https://example.org/bulletin") { openURL(url) }
            }
            if let openedHut { Text("Link: \(openedHut)") }
        }
        .onOpenURL { url in openedHut = url.lastPathComponent }
        .handlesExternalEvents(preferring: ["hut"], allowing: ["*"])
        .environment(
            \.openURL,
            OpenURLAction { url in
                url.host == "example.org" ? .systemAction(url, prefersInApp: true) : .discarded
            })
    }
}

struct BookingEditor: View {
    @Binding var booking: Booking

    var body: some View {
        Form {
            TextField("Hut", text: $booking.hut)
            Stepper("Nights: \(booking.nights)", value: $booking.nights, in: 1...7)
        }
    }
}
