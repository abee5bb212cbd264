import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDrop } from './file-drop';

const csv = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

describe('FileDrop', () => {
  it('hands over a chosen file through the labelled input', async () => {
    const onFiles = jest.fn();
    render(<FileDrop id="f" label="File (.csv)" prompt="Drag and drop or click here" accept={{ 'text/csv': ['.csv'] }} onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('File (.csv)'), csv('tci.csv'));
    await waitFor(() => expect(onFiles).toHaveBeenCalled());
    const [accepted, rejected] = onFiles.mock.calls[0];
    expect(accepted.map((f: File) => f.name)).toEqual(['tci.csv']);
    expect(rejected).toEqual([]);
  });

  it('takes dropped files and refuses one over the size limit, naming why', async () => {
    const onFiles = jest.fn();
    render(<FileDrop id="f" label="Files" prompt="Drop here" multiple maxSize={100} onFiles={onFiles} />);
    const zone = screen.getByRole('button', { name: 'Drop here' });
    const files = [csv('small.csv', 10), csv('big.csv', 500)];
    fireEvent.drop(zone, { dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] } });
    await waitFor(() => expect(onFiles).toHaveBeenCalled());
    const [accepted, rejected] = onFiles.mock.calls[0];
    expect(accepted.map((f: File) => f.name)).toEqual(['small.csv']);
    expect(rejected[0].file.name).toBe('big.csv');
    expect(rejected[0].errors[0].code).toBe('file-too-large');
  });

  it('shows its error, announced and tied to the input', () => {
    render(<FileDrop id="f" label="Files" prompt="Drop here" error="Choose a file" onFiles={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file');
    expect(screen.getByLabelText('Files')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FileDrop naming', () => {
  it('names the file input by the field label, not by the library default, and the drop area by its prompt', () => {
    render(<FileDrop id="f" label="GeoJSON file" prompt="Drag and drop or click here to choose the GeoJSON file" onFiles={() => {}} />);
    expect(screen.getByLabelText('GeoJSON file', { selector: 'input' })).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Drag and drop or click here to choose the GeoJSON file' })).toBeInTheDocument();
    expect(screen.queryByLabelText('file upload')).toBeNull();
  });
});
