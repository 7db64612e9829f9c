// Small practice apps of the kind beginners write: a bill splitter, a quiz card, a bedtime planner,
// a word game and an animation playground.
import MiniUI

struct BillSplitter: View {
    @State private var bill = 0.0
    @State private var diners = 2
    @State private var tip = 15
    @FocusState private var billFocused: Bool

    private var share: Double {
        let total = bill * (1 + Double(tip) / 100)
        return total / Double(diners)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Bill", value: $bill, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($billFocused)
                    Picker("Diners", selection: $diners) {
                        ForEach(2..<12) { Text("\($0) diners") }
                    }
                    .pickerStyle(.navigationLink)
                }
                Section("Tip") {
                    Picker("Tip", selection: $tip) {
                        ForEach([0, 10, 15, 20], id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Each pays") {
                    Text(share, format: .number.precision(.fractionLength(2)))
                }
            }
            .navigationTitle("Split")
            .toolbar {
                if billFocused {
                    Button("Done") { billFocused = false }
                }
            }
        }
    }
}

struct QuizCard: View {
    @State private var answers = ["Oslo", "Lima", "Hanoi"].shuffled()
    @State private var correct = Int.random(in: 0...2)
    @State private var showsScore = false
    @State private var verdict = ""

    var body: some View {
        ZStack {
            RadialGradient(
                stops: [
                    .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                    .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
                ], center: .top, startRadius: 200, endRadius: 700
            )
            .ignoresSafeArea()
            VStack(spacing: 15) {
                Text("Which capital is \(answers[correct])?")
                    .font(.subheadline.weight(.heavy))
                    .foregroundStyle(.secondary)
                ForEach(0..<3) { number in
                    Button {
                        pick(number)
                    } label: {
                        Image(systemName: "globe")
                            .renderingMode(.original)
                            .clipShape(.capsule)
                            .shadow(radius: 5)
                    }
                }
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 20)
            .background(.regularMaterial)
            .clipShape(.rect(cornerRadius: 20))
        }
        .alert(verdict, isPresented: $showsScore) {
            Button("Continue", action: next)
        } message: {
            Text("Keep going")
        }
    }

    func pick(_ number: Int) {
        verdict = number == correct ? "Correct" : "Wrong"
        showsScore = true
    }

    func next() {
        answers.shuffle()
        correct = Int.random(in: 0...2)
    }
}

struct BedtimePlanner: View {
    @State private var wake = Date.now
    @State private var sleepHours = 8.0
    @State private var cups = 1

    var body: some View {
        NavigationStack {
            Form {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Wake up at")
                        .font(.headline)
                    DatePicker("Wake", selection: $wake, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }
                Stepper("\(sleepHours.formatted()) hours", value: $sleepHours, in: 4...12, step: 0.25)
                Stepper(cups == 1 ? "1 cup" : "\(cups) cups", value: $cups, in: 0...20)
            }
            .navigationTitle("Bedtime")
        }
    }
}

struct WordGame: View {
    @State private var used = [String]()
    @State private var root = "keyboard"
    @State private var entry = ""
    @State private var problem = ""
    @State private var showsProblem = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Your word", text: $entry)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(used, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(root)
            .onSubmit(add)
            .onAppear(perform: start)
            .alert(problem, isPresented: $showsProblem) {
            } message: {
                Text("Try another word.")
            }
        }
    }

    func add() {
        let word = entry.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard word.count > 2 else {
            problem = "Too short"
            showsProblem = true
            return
        }
        withAnimation { used.insert(word, at: 0) }
        entry = ""
    }

    func start() {
        root = ["keyboard", "sunlight"].randomElement() ?? "keyboard"
    }
}

struct Playground: View {
    @State private var amount = 1.0
    @State private var offset = CGSize.zero
    @State private var spins = 0.0
    @State private var showsCard = false

    var body: some View {
        VStack {
            Button("Tap") { amount += 1 }
                .padding(50)
                .background(.red)
                .foregroundStyle(.white)
                .clipShape(.circle)
                .overlay(
                    Circle()
                        .stroke(.red)
                        .scaleEffect(amount)
                        .opacity(2 - amount)
                        .animation(.easeOut(duration: 1).repeatForever(autoreverses: false), value: amount)
                )
            Button("Spin") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) { spins += 360 }
            }
            .rotation3DEffect(.degrees(spins), axis: (x: 0, y: 1, z: 0))
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 300, height: 200)
                .offset(x: offset.width, y: offset.height)
                .gesture(
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { _ in
                            withAnimation(.bouncy) { offset = .zero }
                        }
                )
            if showsCard {
                Rectangle()
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
            }
        }
        .onLongPressGesture { showsCard.toggle() }
    }
}
