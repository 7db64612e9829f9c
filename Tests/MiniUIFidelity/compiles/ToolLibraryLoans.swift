// A neighbourhood tool library's loan desk: the data and storage symbols audited against iOS 18's
// documentation (state made in an initializer and of an observable class, every form of a binding with its
// transaction, bindables that identify themselves, observed and environment objects, app and scene storage
// of each value type, and a view's default store for app storage).
import Foundation
import MiniUI

@Observable
final class LoanTool: Identifiable {
    let id: Int
    var name: String
    var isOut = false
    var note: String?
    @ObservationIgnored var timesLent = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class LoanDesk {
    var tools = [LoanTool(id: 1, name: "Sander"), LoanTool(id: 2, name: "Ladder")]
    var openBay: Int? = 2
}

final class MembershipRoll: ObservableObject {
    @Published var members = ["Ines", "Tomasz"]
    @Published var isTakingNewMembers = true
}

enum LoanLength: Int {
    case day = 1
    case weekend = 2
    case week = 7
}

enum ShelfSort: String {
    case byName, byBay
}

struct LoanLengthPicker: View {
    @Binding var length: LoanLength?

    var body: some View {
        Text(length.map { "\($0.rawValue) days" } ?? "No length")
    }
}

struct BaySelector: View {
    @Binding var bay: AnyHashable

    var body: some View {
        Text("Bay \(bay.description)")
    }
}

struct ToolRowEditor: View {
    @Bindable var tool: LoanTool

    var body: some View {
        Toggle(tool.name, isOn: $tool.isOut)
        if let note = Binding($tool.note) {
            TextField("Note", text: note)
        }
    }
}

struct LoanCounter: View {
    @State private var loansToday: Int
    @State private var desk = LoanDesk()
    @State private var chosenLength = LoanLength.day
    @State private var chosenBay = 3
    @State private var lastTransaction = Transaction()

    init(startingAt loans: Int) {
        _loansToday = State(initialValue: loans)
    }

    var body: some View {
        let animatedLoans = $loansToday.animation(.easeInOut)
        let quietLoans = $loansToday.transaction(Transaction(animation: nil))
        let loansWithTransaction = Binding(
            get: { loansToday },
            set: { newValue, transaction in
                lastTransaction = transaction
                loansToday = newValue
            })
        VStack {
            Stepper("Loans: \(loansToday)", value: animatedLoans)
            Stepper("Quietly: \(loansToday)", value: quietLoans)
            Stepper("Tracked: \(loansToday)", value: loansWithTransaction)
            Text(animatedLoans.transaction.animation == nil ? "Still" : "Animated")
            LoanLengthPicker(length: Binding($chosenLength))
            BaySelector(bay: Binding($chosenBay))
            BaySelector(bay: .constant(AnyHashable("Front")))
            ForEach(desk.tools.map { Bindable($0) }) { tool in
                ToolRowEditor(tool: tool.wrappedValue)
            }
            ToolRowEditor(tool: desk.tools[0])
        }
        .environment(desk)
    }
}

struct MemberList: View {
    @ObservedObject var roll: MembershipRoll

    var body: some View {
        Toggle("Taking members", isOn: $roll.isTakingNewMembers)
        ForEach(roll.members, id: \.self) { Text($0) }
    }
}

struct MemberBadge: View {
    @EnvironmentObject private var roll: MembershipRoll
    @Environment(LoanDesk.self) private var desk

    var body: some View {
        @Bindable var desk = desk
        HStack {
            Text("\(roll.members.count) members")
            Toggle("Open", isOn: $roll.isTakingNewMembers)
            TextField("First tool", text: $desk.tools[0].name)
        }
    }
}

struct LoanDeskSettings: View {
    @AppStorage("reminders") private var sendsReminders = true
    @AppStorage("graceDays") private var graceDays = 2
    @AppStorage("lateFee") private var lateFee = 0.5
    @AppStorage("deskName") private var deskName = "Shed 4"
    @AppStorage("catalogue") private var catalogueURL = URL(string: "https://example.org/tools")!
    @AppStorage("signature") private var signature = Data()
    @AppStorage("loanLength") private var loanLength = LoanLength.week
    @AppStorage("shelfSort", store: UserDefaults(suiteName: "shed")) private var shelfSort = ShelfSort.byName
    @AppStorage("volunteerName") private var volunteerName: String?
    @AppStorage("lastLength") private var lastLength: LoanLength?
    @AppStorage("lastSort") private var lastSort: ShelfSort?
    @AppStorage("openedOnce") private var openedOnce: Bool?
    @AppStorage("visits") private var visits: Int?
    @AppStorage("deposit") private var deposit: Double?
    @AppStorage("mapURL") private var mapURL: URL?
    @AppStorage("stamp") private var stamp: Data?
    @SceneStorage("draftNote") private var draftNote = ""
    @SceneStorage("draftCount") private var draftCount = 0
    @SceneStorage("draftFee") private var draftFee = 1.0
    @SceneStorage("draftChecked") private var draftChecked = false
    @SceneStorage("draftLink") private var draftLink = URL(string: "https://example.org")!
    @SceneStorage("draftData") private var draftData = Data()
    @SceneStorage("draftLength") private var draftLength = LoanLength.day
    @SceneStorage("draftSort") private var draftSort = ShelfSort.byBay
    @SceneStorage("draftMember") private var draftMember: String?
    @SceneStorage("draftBay") private var draftBay: Int?

    var body: some View {
        Form {
            Toggle("Reminders", isOn: $sendsReminders)
            Stepper("Grace: \(graceDays)", value: $graceDays)
            TextField("Desk", text: $deskName)
            TextField("Volunteer", text: Binding(get: { volunteerName ?? "" }, set: { volunteerName = $0 }))
            Text("\(lateFee) \(catalogueURL) \(signature.count) \(loanLength.rawValue) \(shelfSort.rawValue)")
            Text("\(lastLength == nil) \(lastSort == nil) \(openedOnce == nil) \(visits ?? 0) \(deposit ?? 0)")
            Text("\(mapURL == nil) \(stamp == nil) \(draftCount) \(draftFee) \(draftChecked) \(draftLink)")
            Text("\(draftData.count) \(draftLength.rawValue) \(draftSort.rawValue)")
            Text("\(draftMember ?? "") \(draftBay ?? 0)")
            TextField("Draft", text: $draftNote)
        }
        .defaultAppStorage(UserDefaults(suiteName: "shed") ?? .standard)
    }
}

struct ToolLibraryApp: App {
    @StateObject private var roll = MembershipRoll()

    var body: some Scene {
        WindowGroup {
            LoanCounter(startingAt: 3)
            MemberList(roll: roll)
            MemberBadge()
                .environmentObject(roll)
        }
    }
}
