// A settings form: text fields with focus, pickers with tags, steppers, sliders, dates, disclosure.
import MiniUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct ProfileForm: View {
    enum Field: Hashable {
        case name, email
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var theme: Theme = .system
    @State private var reminderCount = 3
    @State private var volume = 0.4
    @State private var birthday = Date()
    @State private var showsAdvanced = false
    @State private var notifications = true
    @FocusState private var focused: Field?
    @AppStorage("profile.fontScale") private var fontScale = 1.0
    @AppStorage("profile.theme") private var storedTheme: Theme = .system

    var body: some View {
        Form {
            Section(header: Text("Account")) {
                TextField("Name", text: $name)
                    .focused($focused, equals: .name)
                    .textInputAutocapitalization(.words)
                    .submitLabel(.next)
                    .onSubmit { focused = .email }
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .focused($focused, equals: .email)
                    .autocorrectionDisabled()
                SecureField("Password", text: $password)
            }

            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                .pickerStyle(.segmented)
                Slider(value: $fontScale, in: 0.8...1.6, step: 0.1) {
                    Text("Font scale")
                } minimumValueLabel: {
                    Text("A")
                } maximumValueLabel: {
                    Text("A").font(.title)
                }
            }

            Section {
                Toggle("Notifications", isOn: $notifications)
                Stepper("Reminders: \(reminderCount)", value: $reminderCount, in: 0...10)
                Slider(value: $volume)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                LabeledContent("Version", value: "2.1")
            }

            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Button("Reset", role: .destructive) {
                    name = ""
                    email = ""
                }
            }
        }
        .onChange(of: theme) { oldValue, newValue in
            storedTheme = newValue
        }
        .onChange(of: notifications) {
            reminderCount = notifications ? 3 : 0
        }
        .onAppear { focused = .name }
    }
}
