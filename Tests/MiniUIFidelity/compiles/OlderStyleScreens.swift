// Screens written the way many apps still are: NavigationView, the struct-based Alert, bar items,
// remote images, gradients and materials, size classes.
import MiniUI

struct Plant: Identifiable {
    let id: Int
    let name: String
    let photo: URL?
    var needsWater: Bool
}

struct GardenView: View {
    @State private var plants = [
        Plant(id: 1, name: "Monstera", photo: URL(string: "https://example.com/m.png"), needsWater: true),
        Plant(id: 2, name: "Pothos", photo: nil, needsWater: false),
    ]
    @State private var showsHelp = false
    @State private var wilting: Plant?
    @State private var autoWater = false
    @State private var nextVisit = Date()
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Plants").textCase(nil)) {
                    ForEach(plants) { plant in
                        HStack {
                            AsyncImage(url: plant.photo) { image in
                                image.resizable().scaledToFill()
                            } placeholder: {
                                ProgressView()
                            }
                            .frame(width: 44, height: 44)
                            .clipShape(Circle())
                            Text(plant.name)
                                .font(.body.weight(.semibold))
                                .lineSpacing(2)
                                .truncationMode(.tail)
                            Spacer()
                            if plant.needsWater {
                                Image(systemName: "drop.fill")
                                    .foregroundStyle(.tint)
                                    .onTapGesture { wilting = plant }
                            }
                        }
                    }
                }
                Section(footer: Text("Watering is automatic at night.")) {
                    Toggle("Auto-water", isOn: $autoWater)
                        .toggleStyle(SwitchToggleStyle(tint: .green))
                    DatePicker("Next visit", selection: $nextVisit, in: Date()...)
                        .datePickerStyle(.graphical)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Garden")
            .navigationBarItems(
                leading: Button("Help") { showsHelp = true },
                trailing: Button(action: { openURL(URL(string: "https://example.com")!) }) {
                    Image(systemName: "safari")
                }
            )
            .alert(isPresented: $showsHelp) {
                Alert(
                    title: Text("Garden"), message: Text("Tap a drop to water a plant."),
                    dismissButton: .default(Text("Got it")))
            }
            .alert(item: $wilting) { plant in
                Alert(
                    title: Text("Water \(plant.name)?"),
                    primaryButton: .default(Text("Water")) { water(plant) },
                    secondaryButton: .cancel())
            }
            .safeAreaInset(edge: .bottom) {
                Text(sizeClass == .compact ? "Phone" : "Tablet")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.ultraThinMaterial)
            }
        }
        .navigationViewStyle(.stack)
    }

    private func water(_ plant: Plant) {
        if let index = plants.firstIndex(where: { $0.id == plant.id }) {
            plants[index].needsWater = false
        }
    }
}

struct HeaderBanner: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom)
            Text("Welcome back")
                .font(.largeTitle)
                .foregroundColor(.white)
                .shadow(radius: 4)
                .minimumScaleFactor(0.5)
        }
        .frame(height: 180)
        .border(.gray, width: 1)
        .controlSize(.large)
        .scrollIndicators(.hidden)
    }
}

struct WateringLog: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var entries = ["Monday", "Thursday"]

    var body: some View {
        NavigationView {
            List(entries, id: \.self) { Text($0) }
                .navigationBarTitle("Log", displayMode: .inline)
                .navigationBarItems(
                    trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
        }
        .overlay(
            Text("\(entries.count)")
                .padding(6)
                .background(Circle().fill(.red)),
            alignment: .topTrailing)
    }
}
