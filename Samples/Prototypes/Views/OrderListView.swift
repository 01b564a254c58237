import SwiftUI

// A prototype screen: orders load on appear, refresh by pulling, and a tap selects one.

struct Order: Identifiable, Equatable {
    let id: Int
    var title: String
    var total: Double
}

struct OrderAPI {
    func fetchOrders() async throws -> [Order] {
        try await Task.sleep(nanoseconds: 200_000_000)
        return [Order(id: 1, title: "Coffee", total: 3.5), Order(id: 2, title: "Cake", total: 4.0)]
    }
}

struct OrderListView: View {
    @State private var orders: [Order] = []
    @State private var isLoading = false
    @State private var errorMessage: String?
    @State private var selectedOrder: Order?
    private let api = OrderAPI()

    var body: some View {
        NavigationStack {
            List(orders) { order in
                Button(order.title) {
                    selectedOrder = order
                }
            }
            .overlay {
                if isLoading { ProgressView() }
            }
            .navigationTitle("Orders")
            .refreshable { await loadOrders() }
            .task { await loadOrders() }
            .toolbar {
                Button("Clear selection") { selectedOrder = nil }
            }
        }
    }

    private func loadOrders() async {
        isLoading = true
        errorMessage = nil
        do {
            orders = try await api.fetchOrders()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}
