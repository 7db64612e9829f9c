// Sheets, alerts, confirmation dialogs and full-screen covers, with an item and with a flag.
import MiniUI

struct Invoice: Identifiable {
    let id: Int
    var amount: Double
}

struct InvoicesView: View {
    @State private var invoices = [Invoice(id: 1, amount: 120), Invoice(id: 2, amount: 75.5)]
    @State private var editing: Invoice?
    @State private var isAdding = false
    @State private var pendingDeletion: Invoice?
    @State private var showsDeleteDialog = false
    @State private var showsError = false

    var body: some View {
        List {
            ForEach(invoices) { invoice in
                Button {
                    editing = invoice
                } label: {
                    HStack {
                        Text("Invoice #\(invoice.id)")
                        Spacer()
                        Text(invoice.amount, format: .number.precision(.fractionLength(2)))
                    }
                }
                .swipeActions {
                    Button(role: .destructive) {
                        pendingDeletion = invoice
                        showsDeleteDialog = true
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }
        }
        .toolbar {
            Button("Add") { isAdding = true }
        }
        .sheet(item: $editing) { invoice in
            InvoiceEditor(invoice: invoice)
        }
        .sheet(isPresented: $isAdding, onDismiss: { showsError = invoices.isEmpty }) {
            InvoiceEditor(invoice: Invoice(id: invoices.count + 1, amount: 0))
        }
        .confirmationDialog(
            "Delete this invoice?", isPresented: $showsDeleteDialog, titleVisibility: .visible,
            presenting: pendingDeletion
        ) { invoice in
            Button("Delete #\(invoice.id)", role: .destructive) {
                invoices.removeAll { $0.id == invoice.id }
            }
        }
        .alert("Nothing to show", isPresented: $showsError) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Add an invoice to get started.")
        }
    }
}

struct InvoiceEditor: View {
    @State var invoice: Invoice
    @Environment(\.dismiss) var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", value: $invoice.amount, format: .number)
            }
            .navigationTitle("Invoice")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}
